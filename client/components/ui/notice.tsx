import type { ReactNode } from "react"

import * as styles from "./notice.css.ts"

type NoticeProps = {
  readonly tone: keyof typeof styles.notice
  readonly title?: string
  readonly children?: ReactNode
  /** "alert" interrupts screen readers: keep it for errors that just happened. */
  readonly role?: "alert" | "status"
}

export const Notice = ({ tone, title, children, role }: NoticeProps) => (
  <div className={styles.notice[tone]} role={role}>
    {title !== undefined ? <p className={styles.title}>{title}</p> : null}
    {children}
  </div>
)
