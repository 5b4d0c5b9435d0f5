import type { ReactNode } from "react"
import { Link } from "wouter"

import { ThemeToggleSlot } from "../ui/theme-toggle-slot.tsx"
import { SiteFooter } from "./site-footer.tsx"
import * as styles from "./layouts.css.ts"

type AuthLayoutProps = {
  readonly children: ReactNode
  readonly wide?: boolean
}

/** The calm, centred frame of the public screens: brand on top, one card below. */
export const AuthLayout = ({ children, wide = false }: AuthLayoutProps) => (
  <main className={styles.authPage}>
    <div className={wide ? `${styles.authColumn} ${styles.wideColumn}` : styles.authColumn}>
      <Link to="/" className={styles.brand}>
        <span className={styles.brandMark} aria-hidden="true">
          C
        </span>
        Cogi
      </Link>
      <p className={styles.tagline}>Uno spazio sicuro per parlare, riflettere e crescere.</p>
      {children}
      <div className={styles.authTools}>
        <ThemeToggleSlot />
      </div>
      <SiteFooter />
    </div>
  </main>
)
