import type { ReactNode } from "react"
import { Link } from "wouter"

import { paths } from "../../../config/paths.ts"
import type { AssistantProvider } from "../api/chat-session-types.ts"
import * as styles from "./chat-header.css.ts"
import * as layout from "./chat-layout.css.ts"
import { ArrowLeftIcon, LockIcon } from "../../../components/ui/icons.tsx"

export const LOCAL_ASSISTANT_NOTE =
  "Assistente offline (locale): le risposte sono composte sul nostro server da un programma semplice, " +
  "senza un modello AI esterno."

type Props = {
  readonly aiName: string
  readonly provider: AssistantProvider
  readonly timer: ReactNode
  /** SLOT chat-tools: RenameAssistantDialog trigger. */
  readonly renameSlot?: ReactNode
  /** SLOT chat-tools: EncryptionBadge. */
  readonly encryptionSlot?: ReactNode
  /** SLOT chat-tools: ApproachPickerDialog trigger (falls back to the approach label). */
  readonly approachSlot: ReactNode
}

/** SPEC §2 chat header. The assistant is always called an AI (DESIGN §7). */
export const ChatHeader = ({ aiName, provider, timer, renameSlot, encryptionSlot, approachSlot }: Props) => (
  <header className={styles.header}>
    <div className={styles.headerInner}>
      <div className={styles.headerRow}>
        <Link to={paths.dashboard.getHref()} className={styles.backLink} aria-label="Torna alla dashboard">
          <ArrowLeftIcon />
          <span className={styles.backText} aria-hidden="true">
            Dashboard
          </span>
        </Link>
        <span className={styles.avatar} aria-hidden="true">
          {aiName.slice(0, 1).toUpperCase()}
        </span>
        <div className={styles.identity}>
          <div className={styles.titleLine}>
            <h1 className={styles.assistantName}>
              {aiName} <span className={styles.aiLabel}>· assistente AI</span>
            </h1>
            {renameSlot}
          </div>
        </div>
        {timer}
      </div>
      <div className={styles.tools}>
        {encryptionSlot ?? (
          <span className={styles.badge}>
            <LockIcon /> Cifrata nel browser
          </span>
        )}
        {approachSlot}
      </div>
      {provider === "local" ? (
        <p className={`${styles.localNote} ${layout.wideOnly}`}>{LOCAL_ASSISTANT_NOTE}</p>
      ) : null}
    </div>
  </header>
)
