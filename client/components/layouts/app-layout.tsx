import type { ReactNode } from "react"
import { Link } from "wouter"

import { ThemeToggleSlot } from "../ui/theme-toggle-slot.tsx"
import { SiteFooter } from "./site-footer.tsx"
import * as styles from "./layouts.css.ts"

type AppLayoutProps = {
  /** Buttons on the right of the header (admin shortcut, logout…). */
  readonly actions?: ReactNode
  readonly children: ReactNode
}

/** The frame of the signed-in screens. */
export const AppLayout = ({ actions, children }: AppLayoutProps) => (
  <div className={styles.appPage}>
    <header className={styles.appHeader}>
      <div className={styles.appHeaderInner}>
        <Link to="/dashboard" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            C
          </span>
          Cogi
        </Link>
        <div className={styles.appHeaderTheme}>
          <ThemeToggleSlot />
        </div>
        {actions !== undefined ? <div className={styles.appHeaderActions}>{actions}</div> : null}
      </div>
    </header>
    <main className={styles.appMain}>{children}</main>
    <SiteFooter />
  </div>
)
