import { useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { PLAN_TITLE, SafetyPlanDialog } from "./safety-plan-dialog.tsx"
import * as styles from "./safety-plan.css.ts"

/** Opens "Il mio piano di sicurezza": on the dashboard and on the crisis card (composed in app/). */
export const SafetyPlanButton = ({
  variant = "secondary",
}: {
  readonly variant?: "primary" | "secondary"
}) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        variant={variant}
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {PLAN_TITLE}
      </Button>
      <SafetyPlanDialog open={open} onOpenChange={setOpen} />
    </>
  )
}
