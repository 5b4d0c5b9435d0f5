import * as styles from "./admin.css.ts"

/** A padlock drawn inline (no emoji font needed); decorative, the text next to it says it all. */
export const LockIcon = () => (
  <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M8 1a3.5 3.5 0 0 0-3.5 3.5V6H4a1.5 1.5 0 0 0-1.5 1.5v6A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-6A1.5 1.5 0 0 0 12 6h-.5V4.5A3.5 3.5 0 0 0 8 1Zm-2 3.5a2 2 0 1 1 4 0V6H6V4.5Zm2 4.25a1.25 1.25 0 0 1 .75 2.25v1.25a.75.75 0 0 1-1.5 0V11A1.25 1.25 0 0 1 8 8.75Z"
    />
  </svg>
)
