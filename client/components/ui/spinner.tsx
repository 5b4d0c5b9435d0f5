import * as styles from "./spinner.css.ts"

export const Spinner = () => <span className={styles.spinner} aria-hidden="true" />
