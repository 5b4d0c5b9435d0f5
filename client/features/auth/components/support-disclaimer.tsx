import * as styles from "./auth-screens.css.ts"

export const SupportDisclaimer = () => (
  <p className={styles.disclaimer}>
    Cogi offre supporto emotivo ma non sostituisce un terapeuta professionista. Se sei in pericolo o pensi di
    farti del male, chiama subito il 112.
  </p>
)
