import { useAtom } from "jotai"
import { lazy, Suspense } from "react"

import { pendingRecoveryKeyAtom } from "../../lib/crypto/keyring-atom.ts"
import { Card } from "../ui/card.tsx"
import * as styles from "./keys.css.ts"

/** Fetched only for the few accounts that moved over: the dashboard's first load stays without it. */
const RecoveryKeyPanel = lazy(() =>
  import("./recovery-key-panel.tsx").then((m) => ({ default: m.RecoveryKeyPanel })),
)

/**
 * After an old account moved over to wrapped keys at login: its new recovery key, shown on the dashboard
 * until the user says they kept it (it can be seen again from the account page, with the password).
 */
export const PendingRecoveryKeyNotice = () => {
  const [recoveryKey, setRecoveryKey] = useAtom(pendingRecoveryKeyAtom)
  if (recoveryKey === null) return null
  return (
    <Card as="section" aria-labelledby="pending-recovery-title">
      <div className={styles.panel}>
        <h2 id="pending-recovery-title" className={styles.heading}>
          La tua nuova chiave di recupero
        </h2>
        <p className={styles.muted}>
          Da oggi le tue conversazioni sono protette da una chiave tutta tua, custodita solo in forma cifrata.
          Se dimentichi la password, con questa chiave di recupero potrai ancora leggerle.
        </p>
        <Suspense fallback={null}>
          <RecoveryKeyPanel
            recoveryKey={recoveryKey}
            confirmLabel="Ho salvato la chiave, chiudi"
            onConfirmed={() => setRecoveryKey(null)}
          />
        </Suspense>
      </div>
    </Card>
  )
}
