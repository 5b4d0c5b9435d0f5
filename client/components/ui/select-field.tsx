import { useId, type SelectHTMLAttributes } from "react"

import * as styles from "./field.css.ts"
import { FieldLabel } from "./field-label.tsx"

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & {
  readonly label: string
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>
  readonly optional?: boolean
}

export const SelectField = ({ label, options, optional = false, ...select }: SelectFieldProps) => {
  const id = useId()
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <select id={id} className={styles.control} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
