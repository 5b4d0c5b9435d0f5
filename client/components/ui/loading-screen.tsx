import * as styles from "./loading-screen.css.ts"
import { Spinner } from "./spinner.tsx"

export const LoadingScreen = ({ label = "Caricamento…" }: { readonly label?: string }) => (
  <div className={styles.screen} role="status" aria-live="polite">
    <Spinner />
    <span>{label}</span>
  </div>
)
