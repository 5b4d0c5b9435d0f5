import * as Dialog from "@radix-ui/react-dialog"
import { useRef, type ReactNode, type RefObject } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import * as styles from "./admin-dialogs.css.ts"

type ConfirmDialogProps = {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: string
  readonly description: ReactNode
  readonly children?: ReactNode
  readonly confirmLabel: string
  readonly pendingLabel: string
  readonly tone: "danger" | "primary"
  readonly pending: boolean
  /** The failure of the last attempt, read out at once; the dialog stays open to retry or cancel. */
  readonly error: string | null
  readonly onConfirm: () => void
  /** Where focus goes on close when the button that opened the dialog is gone (its row was deleted). */
  readonly fallbackFocus?: RefObject<HTMLElement | null>
}

/**
 * A Radix confirmation dialog (focus trapped, Escape closes, focus back to the trigger), framed like the
 * credits dialogs. "Annulla" comes first so a stray Enter never confirms a deletion.
 */
export const ConfirmDialog = ({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  pendingLabel,
  tone,
  pending,
  error,
  onConfirm,
  fallbackFocus,
}: ConfirmDialogProps) => {
  // Radix returns focus to its Trigger; these dialogs open from row buttons, so they do it themselves.
  // onOpenAutoFocus runs before focus moves into the dialog: the active element is still the opener.
  const opener = useRef<Element | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (pending && !next ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const target = opener.current
            if (target instanceof HTMLElement && target.isConnected) target.focus()
            else fallbackFocus?.current?.focus()
          }}
        >
          <Dialog.Title className={styles.dialogTitle}>{title}</Dialog.Title>
          <Dialog.Description className={styles.dialogDescription}>{description}</Dialog.Description>
          {children}
          <ProblemNotice problem={error} />
          <div className={styles.dialogActions}>
            <Dialog.Close asChild>
              <Button variant="ghost" disabled={pending}>
                Annulla
              </Button>
            </Dialog.Close>
            <Button variant={tone} onClick={onConfirm} loading={pending}>
              {pending ? pendingLabel : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
