import * as Dialog from "@radix-ui/react-dialog"

import { Button } from "../../../components/ui/button.tsx"
import * as dialog from "./dialog.css.ts"
import { LockIcon } from "./icons.tsx"
import * as styles from "./tools.css.ts"

/**
 * The chat header's "Crittografia end-to-end" badge. It opens a short, honest explanation (DESIGN §6) of
 * what is encrypted, who can read what, and what a password reset means. No props.
 */
export const EncryptionBadge = () => (
  <Dialog.Root>
    <Dialog.Trigger asChild>
      <button type="button" className={styles.badge} aria-haspopup="dialog">
        <LockIcon className={styles.badgeIcon} />
        Crittografia end-to-end
      </button>
    </Dialog.Trigger>
    <Dialog.Portal>
      <Dialog.Overlay className={dialog.overlay} />
      <Dialog.Content className={dialog.content}>
        <div className={dialog.header}>
          <Dialog.Title className={dialog.title}>Come proteggiamo le tue parole</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            Quello che scrivi qui resta tuo. Ecco come funziona, in breve.
          </Dialog.Description>
        </div>
        <ul className={styles.explanation}>
          <li>
            I messaggi, i titoli delle sessioni e le immagini che condividi vengono cifrati{" "}
            <strong>nel tuo browser</strong>, con una chiave ricavata dalla tua password (AES-256-GCM, PBKDF2
            con 100.000 iterazioni).
          </li>
          <li>
            Il server e gli amministratori conservano solo testo cifrato: non possono leggere le tue
            conversazioni.
          </li>
          <li>
            Per poterti rispondere, il testo del tuo messaggio e degli ultimi scambi viene inviato al modello
            di intelligenza artificiale tramite una connessione cifrata. Serve solo a formulare la risposta e
            non viene mai salvato in chiaro.
          </li>
          <li>
            La tua password è la chiave: se la reimposti, i messaggi precedenti non potranno più essere letti.
          </li>
        </ul>
        <p className={styles.fine}>L'assistente è un'intelligenza artificiale, non un terapeuta.</p>
        <div className={dialog.actions}>
          <Dialog.Close asChild>
            <Button>Ho capito</Button>
          </Dialog.Close>
        </div>
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
)
