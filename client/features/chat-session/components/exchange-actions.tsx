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
  const action =
    exchange === null
      ? null
      : message.id === exchange.replyId
        ? { text: "Rigenera", label: "Rigenera la risposta", onClick: onRegenerate }
        : message.id === exchange.questionId
          ? { text: "Modifica", label: "Modifica il tuo ultimo messaggio", onClick: onEdit }
          : null
  if (action === null) return null
  return (
    <button
      type="button"
      className={styles.actionButton}
      aria-label={action.label}
      disabled={disabled}
      onClick={action.onClick}
    >
      {action.text}
    </button>
  )
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
