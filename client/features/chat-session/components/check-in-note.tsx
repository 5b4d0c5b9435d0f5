import type { ReactNode } from "react"

import * as bubbleStyles from "./message-bubble.css.ts"
import * as styles from "./crisis-panel.css.ts"
import { HelpLine } from "./help-line.tsx"

export const CHECK_IN_TEXT = "L'ultima volta è stato un momento difficile. Come stai adesso?"

/**
 * The session after one that raised the crisis panel opens with a gentle check-in, on the assistant's side:
 * no question to answer, the plan and the numbers one tap away.
 */
export const CheckInNote = ({
  senderLabel,
  action,
}: {
  readonly senderLabel: string
  readonly action?: ReactNode
}) => (
  <div className={bubbleStyles.messageItem.assistant}>
    <span className={bubbleStyles.sender}>{senderLabel}</span>
    <div className={bubbleStyles.bubble.assistant}>
      <p>
        <strong>{CHECK_IN_TEXT}</strong>
      </p>
      <p>
        Puoi scrivermi come va, con le tue parole e con calma. Se ti serve, qui trovi il tuo piano e i numeri.
      </p>
      {action !== undefined ? <div className={styles.actions}>{action}</div> : null}
      <HelpLine label="I numeri di aiuto" />
    </div>
  </div>
)
