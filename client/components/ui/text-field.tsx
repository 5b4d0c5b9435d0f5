import { useId, type InputHTMLAttributes } from "react"

import * as styles from "./field.css.ts"
import { FieldLabel } from "./field-label.tsx"

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & {
  readonly label: string
  readonly error?: string | null | undefined
  readonly hint?: string | undefined
  readonly optional?: boolean
}

/** A labelled input whose hint and error are read out with it. */
export const TextField = ({ label, error, hint, optional = false, className, ...input }: TextFieldProps) => {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint !== undefined ? hintId : null, error ? errorId : null].filter(Boolean).join(" ")
  return (
    <div className={styles.field}>
      <FieldLabel htmlFor={id} label={label} optional={optional} />
      <input
        id={id}
        className={className === undefined ? styles.control : `${styles.control} ${className}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        {...input}
      />
      {hint !== undefined ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
