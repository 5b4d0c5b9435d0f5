import * as Dialog from "@radix-ui/react-dialog"

import { Button } from "./button.tsx"
import * as dialog from "./dialog.css.ts"
import { ProblemNotice } from "./problem-notice.tsx"

type FormDialogFooterProps = {
  /** The refusal to show above the buttons, if any. */
  readonly problem: string | null
  readonly submitLabel: string
  readonly pending: boolean
  readonly disabled?: boolean
}

/** A form dialog's last lines: what went wrong, "Annulla" (closes), and the submit button. */
export const FormDialogFooter = ({
  problem,
  submitLabel,
  pending,
  disabled = false,
}: FormDialogFooterProps) => (
  <>
    <ProblemNotice problem={problem} />
    <div className={dialog.actions}>
      <Dialog.Close asChild>
        <Button variant="ghost">Annulla</Button>
      </Dialog.Close>
      <Button type="submit" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  </>
)
