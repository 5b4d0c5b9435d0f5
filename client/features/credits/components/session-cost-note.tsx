import { useSessionInfo } from "../api/get-session-info.ts"
import { sessionCostText } from "../state/session-cost.ts"

/** Before a message opens a session: what it will use (a free session, a credit, 9,99 €, or nothing). */
export const SessionCostNote = ({ className }: { readonly className?: string }) => {
  const info = useSessionInfo()
  if (info.data === undefined) return null
  return (
    <p className={className} role="note">
      {sessionCostText(info.data)}
    </p>
  )
}
