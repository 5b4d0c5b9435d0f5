import { lazy, Suspense, useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { PLAN_TITLE } from "./plan-title.ts"
import * as styles from "./safety-plan.css.ts"

// The dialog (Radix and the plan's steps) is fetched on the first open, not with the dashboard's first load.
const SafetyPlanDialog = lazy(() =>
  import("./safety-plan-dialog.tsx").then((m) => ({ default: m.SafetyPlanDialog })),
)

/** Opens "Il mio piano di sicurezza": on the dashboard and on the crisis card (composed in app/). */
export const SafetyPlanButton = ({
  variant = "secondary",
}: {
  readonly variant?: "primary" | "secondary"
}) => {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  return (
    <>
      <Button
        variant={variant}
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true)
          setOpen(true)
        }}
      >
        {PLAN_TITLE}
      </Button>
      {requested ? (
        <Suspense fallback={null}>
          <SafetyPlanDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
