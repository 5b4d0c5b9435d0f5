import * as styles from "./field.css.ts"

/** A field's label, with "(facoltativo)" after it when the field may stay empty. */
export const FieldLabel = ({
  htmlFor,
  label,
  optional,
}: {
  readonly htmlFor: string
  readonly label: string
  readonly optional: boolean
}) => (
  <label htmlFor={htmlFor} className={styles.label}>
    {label}
    {optional ? <span className={styles.optional}> (facoltativo)</span> : null}
  </label>
)
