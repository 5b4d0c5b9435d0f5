import * as Dialog from "@radix-ui/react-dialog"
import { useState, type FormEvent, type RefObject } from "react"

import { FormDialogFooter } from "../../../components/ui/form-dialog-footer.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { useRedeemDiscount } from "../api/redeem-discount.ts"
import * as styles from "./dialog.css.ts"

const REDEEM_FAILED = "Errore nel riscatto del codice. Riprova."

type DiscountDialogContentProps = {
  readonly open: boolean
  readonly setOpen: (open: boolean) => void
  /** Where focus returns on close (the trigger lives outside this lazily loaded module). */
  readonly trigger: RefObject<HTMLButtonElement | null>
}

/** "Hai un codice sconto?": SPEC §5, trimmed, uppercase, required; the server says whether it worked. */
export const DiscountDialogContent = ({ open, setOpen, trigger }: DiscountDialogContentProps) => {
  const [code, setCode] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const redeem = useRedeemDiscount()

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (!next) {
      setProblem(null)
      redeem.reset()
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = code.trim()
    if (trimmed === "") {
      setProblem("Inserisci un codice sconto")
      return
    }
    setProblem(null)
    redeem.mutate(trimmed, {
      onSuccess: (response) => {
        if (response.success) {
          notify.success(response.message, { long: true })
          setCode("")
          setOpen(false)
        } else {
          setProblem(response.message)
        }
      },
      onError: (error) => {
        if (!isApiError(error, 401)) setProblem(REDEEM_FAILED)
      },
    })
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <Dialog.Title className={styles.title}>Riscatta un codice sconto</Dialog.Title>
          <Dialog.Description className={styles.description}>
            Inserisci il codice che hai ricevuto: le sessioni verranno aggiunte subito al tuo account.
          </Dialog.Description>
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <TextField
              label="Codice sconto"
              name="code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={styles.codeInput}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.toUpperCase())
                if (problem !== null) setProblem(null)
              }}
            />
            <FormDialogFooter
              problem={problem}
              submitLabel="Riscatta"
              pending={redeem.isPending}
              disabled={code.trim() === ""}
            />
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
