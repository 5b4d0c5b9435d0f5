import { lazy, Suspense, useRef, useState } from "react"

import { Button } from "../../../components/ui/button.tsx"

// The dialog (Radix and the redeem form) is fetched on the first open, not with the dashboard.
const DiscountDialogContent = lazy(() =>
  import("./discount-dialog-content.tsx").then((m) => ({ default: m.DiscountDialogContent })),
)

/** "Hai un codice sconto?" and, once asked for, its dialog. */
export const DiscountDialog = () => {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={trigger}
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        Hai un codice sconto?
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <DiscountDialogContent open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  )
}
