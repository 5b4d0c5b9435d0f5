import { useId, type ReactNode } from "react"
import { Link } from "wouter"

import { paths } from "../../../config/paths.ts"
import * as bubbleStyles from "./message-bubble.css.ts"
import * as styles from "./crisis-panel.css.ts"
import { HelpLine } from "./help-line.tsx"

export const CHECK_IN_TEXT = "Come stai dall'ultima volta?"

/**
 * The session after one that raised the crisis panel opens with a gentle check-in, on the assistant's side
 * (issue 27): one question, "Come stai dall'ultima volta?", whose answer is the session's opening mood scale
 * (`answer`, given the question's id, so the mood question is not asked a second time), with the plan, a person
 * to talk to and the numbers one tap away.
 */
export const CheckInNote = ({
  senderLabel,
  action,
  answer,
}: {
  readonly senderLabel: string
  readonly action?: ReactNode
  /** The opening mood check-in as the answer to this question (none once the session has begun). */
  readonly answer?: (questionId: string) => ReactNode
}) => {
  const id = useId()
  return (
    <div className={bubbleStyles.messageItem.assistant}>
      <span className={bubbleStyles.sender}>{senderLabel}</span>
      <div className={bubbleStyles.bubble.assistant}>
        <p>L&apos;ultima volta è stato un momento difficile.</p>
        <p id={`${id}-question`}>
          <strong>{CHECK_IN_TEXT}</strong>
        </p>
        <p>
          Puoi dirmelo con un numero qui sotto, o scrivermi con le tue parole e con calma. Se ti serve, qui
          trovi il tuo piano, i numeri e{" "}
          <Link to={paths.humanHelp.getHref()}>una persona con cui parlare</Link>.
        </p>
        {answer?.(`${id}-question`)}
        {action !== undefined ? <div className={styles.actions}>{action}</div> : null}
        <HelpLine label="I numeri di aiuto" />
      </div>
    </div>
  )
}
