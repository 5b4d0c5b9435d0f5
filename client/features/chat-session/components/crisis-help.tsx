import type { ReactNode } from "react"

import type { EmergencyContact } from "../../../lib/auth/user.ts"
import type { CrisisState } from "../state/crisis-state.ts"
import { CrisisPanel } from "./crisis-panel.tsx"
import { HelpLine } from "./help-line.tsx"

/** Above the input, help as the risk calls for it: the crisis panel, the quiet line, or nothing. */
export const CrisisHelp = ({
  crisis,
  paused,
  contact,
  action,
}: {
  readonly crisis: CrisisState
  readonly paused: boolean
  readonly contact: EmergencyContact | null
  readonly action: ReactNode
}) => {
  switch (crisis.level) {
    case "high":
      return <CrisisPanel contact={contact} action={action} raised={crisis.raised} paused={paused} />
    case "possible":
      return <HelpLine />
    case "none":
      return null
  }
}
