import * as styles from "./journey.css.ts"

/** A journey control's failure, in red under it and read out at once; nothing while there is none. */
export const FailureText = ({ failure }: { readonly failure: string | null }) =>
  failure === null ? null : (
    <p className={styles.error} role="alert">
      {failure}
    </p>
  )
