import { Button } from "../../../components/ui/button.tsx"
import type { ViewMessage } from "../state/conversation.ts"
import type { LastExchange } from "../state/last-exchange.ts"
import * as noteStyles from "./exchange-actions.css.ts"
import * as styles from "./message-bubble.css.ts"

type Props = {
  readonly message: ViewMessage
  readonly exchange: LastExchange | null
  /** A message or a reply is on its way: the actions wait. */
  readonly disabled: boolean
  readonly onRegenerate: () => void
  readonly onEdit: () => void
}

/** "Rigenera" on the last reply, "Modifica" on the last message: nothing on the others. */
export const ExchangeActions = ({ message, exchange, disabled, onRegenerate, onEdit }: Props) => {
  if (exchange === null) return null
  if (message.id === exchange.replyId)
    return (
      <button
        type="button"
        className={styles.actionButton}
        aria-label="Rigenera la risposta"
        disabled={disabled}
        onClick={onRegenerate}
      >
        Rigenera
      </button>
    )
  if (message.id === exchange.questionId)
    return (
      <button
        type="button"
        className={styles.actionButton}
        aria-label="Modifica il tuo ultimo messaggio"
        disabled={disabled}
        onClick={onEdit}
      >
        Modifica
      </button>
    )
  return null
}

/** Above the input while the last message is being edited. */
export const EditingNote = ({
  onCancel,
  disabled,
}: {
  readonly onCancel: () => void
  readonly disabled: boolean
}) => (
  <div className={noteStyles.editingNote} role="note">
    <span>
      Stai modificando il tuo ultimo messaggio: inviandolo, prenderà il posto di quello di prima e della sua
      risposta.
    </span>
    <Button variant="secondary" onClick={onCancel} disabled={disabled}>
      Annulla la modifica
    </Button>
  </div>
)
