import { useAtomValue } from "jotai"
import { lazy, Suspense } from "react"

import { pendingRecoveryKeyAtom } from "../../lib/crypto/keyring-atom.ts"

/** Fetched only for the few accounts that moved over: the dashboard's first load stays without it. */
const PendingRecoveryKeyCard = lazy(() =>
  import("./pending-recovery-key-card.tsx").then((m) => ({ default: m.PendingRecoveryKeyCard })),
)

/** An old account's new recovery key, on the dashboard after it moved over to wrapped keys at login. */
export const PendingRecoveryKeyNotice = () => {
  const recoveryKey = useAtomValue(pendingRecoveryKeyAtom)
  if (recoveryKey === null) return null
  return (
    <Suspense fallback={null}>
      <PendingRecoveryKeyCard recoveryKey={recoveryKey} />
    </Suspense>
  )
}
