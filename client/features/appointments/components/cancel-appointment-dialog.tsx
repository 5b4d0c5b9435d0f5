import * as Dialog from "@radix-ui/react-dialog"
import { useRef, type RefObject } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import * as dialog from "./dialog.css.ts"

type CancelAppointmentDialogProps = {
  /** "martedì 24 novembre alle 10:30", or null while closed. */
  readonly when: string | null
  readonly onOpenChange: (open: boolean) => void
  readonly pending: boolean
  readonly error: string | null
  readonly onConfirm: () => void
  /** Where focus goes on close once the appointment (and the button that opened this) has left the list. */
  readonly fallbackFocus: RefObject<HTMLElement | null>
}

/** "Annullare l'appuntamento?": keeping it comes first, so a stray Enter cancels nothing. */
export const CancelAppointmentDialog = ({
  when,
  onOpenChange,
  pending,
  error,
  onConfirm,
  fallbackFocus,
}: CancelAppointmentDialogProps) => {
  // onOpenAutoFocus runs before focus moves into the dialog: the active element is still the opener
  const opener = useRef<Element | null>(null)
  return (
    <Dialog.Root
      open={when !== null}
      onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content
          className={dialog.content}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement
          }}
          onCloseAutoFocus={(event) => {
            // back to the opener; when its row is gone (cancelled), the list's title takes the focus
            event.preventDefault()
            const target = opener.current
            if (target instanceof HTMLElement && target.isConnected) target.focus()
            else fallbackFocus.current?.focus()
          }}
        >
          <Dialog.Title className={dialog.title}>Annullare l'appuntamento?</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {`L'appuntamento di ${when ?? ""} sarà annullato e non riceverai i promemoria. Potrai prenderne un altro quando vuoi.`}
          </Dialog.Description>
          <ProblemNotice problem={error} />
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={pending}>
                Tienilo
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={onConfirm} loading={pending}>
              {pending ? "Annullamento…" : "Annulla l'appuntamento"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
