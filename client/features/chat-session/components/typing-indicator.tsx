import * as styles from "./message-list.css.ts"
import * as bubbleStyles from "./message-bubble.css.ts"

/** The assistant's place in the list while its first words have not arrived. */
export const TypingIndicator = ({
  senderLabel,
  aiName,
}: {
  readonly senderLabel: string
  readonly aiName: string
}) => (
  <div className={bubbleStyles.messageItem.assistant}>
    <span className={bubbleStyles.sender}>{senderLabel}</span>
    <div className={styles.typing} role="status" aria-label={`${aiName} sta scrivendo`}>
      <span className={styles.dot} />
      <span className={styles.dot} />
      <span className={styles.dot} />
    </div>
  </div>
)
