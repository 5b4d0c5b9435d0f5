import * as Dialog from "@radix-ui/react-dialog"
import { useAtom } from "jotai"

import { pendingRecoveryKeyAtom } from "../../lib/crypto/keyring-atom.ts"
import * as dialogStyles from "../ui/dialog.css.ts"
import { RecoveryKeyPanel } from "./recovery-key-panel.tsx"

/** After an old account moved over to wrapped keys at login: its new recovery key, shown once. */
export const PendingRecoveryKeyDialog = () => {
  const [recoveryKey, setRecoveryKey] = useAtom(pendingRecoveryKeyAtom)
  if (recoveryKey === null) return null
  return (
    <Dialog.Root open onOpenChange={() => undefined}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogStyles.overlay} />
        <Dialog.Content
          className={dialogStyles.content}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
        >
          <Dialog.Title className={dialogStyles.title}>
            Una chiave di recupero per le tue conversazioni
          </Dialog.Title>
          <Dialog.Description className={dialogStyles.description}>
            Da oggi le tue conversazioni sono protette da una chiave tutta tua, custodita cifrata. Se un
            giorno dimentichi la password, con questa chiave di recupero potrai ancora leggerle.
          </Dialog.Description>
          <RecoveryKeyPanel
            recoveryKey={recoveryKey}
            confirmLabel="Ho salvato la chiave, continua"
            onConfirmed={() => setRecoveryKey(null)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
