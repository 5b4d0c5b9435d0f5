import * as Dialog from "@radix-ui/react-dialog"
import { useId, useState, type FormEvent } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { Spinner } from "../../../components/ui/spinner.tsx"
import { FormDialogFooter } from "../../../components/ui/form-dialog-footer.tsx"
import { errorMessage, isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { APPROACH_NAMES, useApproaches, useUpdateChatApproach, type ApproachId } from "../api/approaches.ts"
import * as styles from "./approach-picker.css.ts"
import * as dialog from "./dialog.css.ts"
import { useReturnFocus } from "../../../lib/use-return-focus.ts"

export const APPROACH_UPDATE_FAILED = "Errore nell'aggiornamento dell'approccio"
export const APPROACHES_LOAD_FAILED = "Errore nel caricamento degli approcci"

export type ApproachPickerDialogProps = {
  readonly chatId: string
  /** The chat's `therapeutic_approach` now. */
  readonly current: ApproachId
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** After PUT /api/chats/{id}/approach succeeded: refresh or patch the chat with the new approach. */
  readonly onChanged?: (approach: ApproachId) => void
}

const isApproachId = (value: string): value is ApproachId => value in APPROACH_NAMES

/** The approach picker of the chat header: GET /api/therapeutic-approaches, then PUT the choice. */
export const ApproachPickerDialog = ({
  chatId,
  current,
  open,
  onOpenChange,
  onChanged,
}: ApproachPickerDialogProps) => {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content {...returnFocus} className={dialog.content}>
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>Scegli l'approccio</Dialog.Title>
            <Dialog.Description className={dialog.description}>
              L'approccio cambia il modo in cui l'assistente ti risponde da qui in avanti. La conversazione
              resta la stessa.
            </Dialog.Description>
          </div>
          <ApproachForm
            chatId={chatId}
            current={current}
            onDone={(approach) => {
              if (approach !== null) onChanged?.(approach)
              onOpenChange(false)
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const ApproachForm = ({
  chatId,
  current,
  onDone,
}: {
  chatId: string
  current: ApproachId
  onDone: (changed: ApproachId | null) => void
}) => {
  const approaches = useApproaches()
  const update = useUpdateChatApproach(chatId)
  const [choice, setChoice] = useState<ApproachId>(current)
  const [problem, setProblem] = useState<string | null>(null)
  const idPrefix = useId()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (choice === current) {
      onDone(null)
      return
    }
    setProblem(null)
    update.mutate(choice, {
      onSuccess: (response) => {
        const saved = response?.therapeutic_approach
        const approach = saved !== undefined && isApproachId(saved) ? saved : choice
        notify.success(`Approccio aggiornato: ${APPROACH_NAMES[approach]}`)
        onDone(approach)
      },
      onError: (error) => {
        if (!isApiError(error, 401)) setProblem(errorMessage(error, APPROACH_UPDATE_FAILED))
      },
    })
  }

  const list = (approaches.data ?? []).filter((approach) => isApproachId(approach.id))

  return (
    <form className={dialog.form} onSubmit={onSubmit} noValidate>
      {approaches.isPending ? (
        <p role="status" className={dialog.description}>
          <Spinner /> Caricamento degli approcci…
        </p>
      ) : approaches.isError ? (
        <Notice tone="error" role="alert">
          <p>{errorMessage(approaches.error, APPROACHES_LOAD_FAILED)}</p>
          <div>
            <Button variant="secondary" onClick={() => void approaches.refetch()}>
              Riprova
            </Button>
          </div>
        </Notice>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Approccio terapeutico</legend>
          {list.map((approach) => {
            const id = approach.id
            const descriptionId = `${idPrefix}-${id}`
            return (
              <label key={id} className={styles.option}>
                <input
                  type="radio"
                  name="approach"
                  value={id}
                  className={styles.radio}
                  checked={choice === id}
                  onChange={() => setChoice(id)}
                  aria-describedby={descriptionId}
                />
                <span className={styles.name}>
                  {approach.name || APPROACH_NAMES[id]}
                  {id === current ? <span className={styles.current}>attuale</span> : null}
                </span>
                <span id={descriptionId} className={styles.optionDescription}>
                  {approach.description}
                </span>
              </label>
            )
          })}
        </fieldset>
      )}
      <FormDialogFooter
        problem={problem}
        submitLabel="Conferma"
        pending={update.isPending}
        disabled={!approaches.isSuccess}
      />
    </form>
  )
}
