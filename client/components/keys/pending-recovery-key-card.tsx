import { useSetAtom } from "jotai"
import { pendingRecoveryKeyAtom } from "../../lib/crypto/keyring-atom.ts"
import { Card } from "../ui/card.tsx"
import { RecoveryKeyPanel } from "./recovery-key-panel.tsx"
import * as styles from "./keys.css.ts"

/**
 * After an old account moved over to wrapped keys at login: its new recovery key, shown on the dashboard
 * until the user says they kept it (it can be seen again from the account page, with the password). Shown by
 * ./pending-recovery-key-notice.tsx.
 */
export const PendingRecoveryKeyCard = ({ recoveryKey }: { readonly recoveryKey: string }) => {
  const setRecoveryKey = useSetAtom(pendingRecoveryKeyAtom)
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
        <RecoveryKeyPanel
          recoveryKey={recoveryKey}
          confirmLabel="Ho salvato la chiave, chiudi"
          onConfirmed={() => setRecoveryKey(null)}
        />
      </div>
    </Card>
  )
}
