import * as Dialog from "@radix-ui/react-dialog"
import { useState, type FormEvent } from "react"

import { FormDialogFooter } from "../../../components/ui/form-dialog-footer.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { errorMessage, isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { useUpdateAssistantName } from "../api/preferences.ts"
import * as styles from "./dialog.css.ts"
import { useReturnFocus } from "../../../lib/use-return-focus.ts"

export const NAME_REQUIRED = "Il nome non può essere vuoto"
export const RENAME_FAILED = "Errore nell'aggiornamento delle preferenze"

export type RenameAssistantDialogProps = {
  /** The assistant's name now (the signed-in user's `ai_name`), prefilled in the field. */
  readonly currentName: string
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}

/** Rename the assistant: PUT /api/user/preferences {ai_name}; the signed-in user is updated on success. */
export const RenameAssistantDialog = ({ currentName, open, onOpenChange }: RenameAssistantDialogProps) => {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content {...returnFocus} className={styles.content}>
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>Rinomina il tuo assistente</Dialog.Title>
            <Dialog.Description className={styles.description}>
              Scegli il nome con cui preferisci chiamarlo: resterà lo stesso in tutte le tue sessioni.
            </Dialog.Description>
          </div>
          {/* Mounted on each opening, so the form starts again from the current name. */}
          <RenameForm currentName={currentName} onDone={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const RenameForm = ({ currentName, onDone }: { currentName: string; onDone: () => void }) => {
  const [name, setName] = useState(currentName)
  const [problem, setProblem] = useState<string | null>(null)
  const update = useUpdateAssistantName()

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = name.trim()
    if (trimmed === "") {
      setProblem(NAME_REQUIRED)
      return
    }
    setProblem(null)
    if (trimmed === currentName) {
      onDone()
      return
    }
    update.mutate(trimmed, {
      onSuccess: (user) => {
        notify.success(`D'ora in poi il tuo assistente si chiamerà ${user.ai_name}.`)
        onDone()
      },
      onError: (error) => {
        if (!isApiError(error, 401)) setProblem(errorMessage(error, RENAME_FAILED))
      },
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label="Nome dell'assistente"
        name="ai_name"
        autoComplete="off"
        value={name}
        error={problem === NAME_REQUIRED ? problem : null}
        onChange={(event) => {
          setName(event.target.value)
          if (problem !== null) setProblem(null)
        }}
      />
      {/* an empty name is said under the field */}
      <FormDialogFooter
        problem={problem === NAME_REQUIRED ? null : problem}
        submitLabel="Salva"
        pending={update.isPending}
      />
    </form>
  )
}
