import type { MouseEvent, ReactNode } from "react"

import * as styles from "./skip-link.css.ts"

/**
 * The first thing a keyboard reaches on a screen (WCAG 2.4.1): straight to its content, past the header. The
 * focus is moved by hand, so it lands on the target whatever the router does with the address's fragment.
 */
export const SkipLink = ({ target, children }: { readonly target: string; readonly children: ReactNode }) => {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target)
    if (element === null) return
    event.preventDefault()
    element.focus()
  }
  return (
    <a href={`#${target}`} className={styles.skipLink} onClick={skip}>
      {children}
    </a>
  )
}
