import { TOPICS } from "../state/topics.ts"
import * as styles from "./message-list.css.ts"

/** A chat with no message yet: an invitation to write, and topics that start the conversation with one tap. */
export const EmptyConversation = ({
  canSendTopic,
  onTopic,
}: {
  readonly canSendTopic: boolean
  readonly onTopic: (message: string) => void
}) => (
  <div className={styles.empty}>
    <h2 className={styles.emptyTitle}>Di cosa vorresti parlare?</h2>
    <p className={styles.emptyLead}>
      Scrivi liberamente, oppure scegli un argomento per iniziare. La sessione di 30 minuti parte con il tuo
      primo messaggio.
    </p>
    <ul className={styles.pills} aria-label="Argomenti suggeriti">
      {TOPICS.map((topic) => (
        <li key={topic.label}>
          <button
            type="button"
            className={styles.pill}
            disabled={!canSendTopic}
            onClick={() => onTopic(topic.message)}
          >
            {topic.label}
          </button>
        </li>
      ))}
    </ul>
  </div>
)
