import type { ReactNode } from "react"
import { Link } from "wouter"

import { SkipLink } from "../ui/skip-link.tsx"
import { ThemeToggleSlot } from "../ui/theme-toggle-slot.tsx"
import { SiteFooter } from "./site-footer.tsx"
import * as styles from "./layouts.css.ts"

type AppLayoutProps = {
  /** Buttons on the right of the header (admin shortcut, logout…). */
  readonly actions?: ReactNode
  readonly children: ReactNode
}

/** Where the skip link leads: the screen's own content. */
const CONTENT_ID = "contenuto"

/** The frame of the signed-in screens. */
export const AppLayout = ({ actions, children }: AppLayoutProps) => (
  <div className={styles.appPage}>
    <SkipLink target={CONTENT_ID}>Vai al contenuto</SkipLink>
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
    <main id={CONTENT_ID} tabIndex={-1} className={styles.appMain}>
      {children}
    </main>
    <SiteFooter />
  </div>
)
