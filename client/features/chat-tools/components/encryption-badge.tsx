import * as Dialog from "@radix-ui/react-dialog"

import { Button } from "../../../components/ui/button.tsx"
import * as dialog from "./dialog.css.ts"
import { LockIcon } from "../../../components/ui/icons.tsx"
import * as styles from "./tools.css.ts"

/**
 * The chat header's "Cifrato nel browser" badge (not "end-to-end": the AI model reads what you send). It opens a
 * short, honest explanation (DESIGN §6) of what is encrypted, who can read what, and what a reset means.
 */
export const EncryptionBadge = () => (
  <Dialog.Root>
    <Dialog.Trigger asChild>
      <button type="button" className={styles.badge} aria-haspopup="dialog">
        <LockIcon className={styles.badgeIcon} />
        Cifrato nel browser
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
            I messaggi, i titoli delle sessioni e le immagini vengono cifrati <strong>nel tuo browser</strong>{" "}
            (AES-256-GCM) con una chiave che possiedi solo tu. Quella chiave è protetta dalla tua password
            (PBKDF2-SHA256, 600.000 iterazioni) e dalla tua chiave di recupero.
          </li>
          <li>
            Il server e gli amministratori conservano solo testo cifrato e la chiave solo in forma cifrata:
            non possono leggere le tue conversazioni.
          </li>
          <li>
            Il modello di intelligenza artificiale legge i messaggi che invii, per poterti rispondere: il
            testo del tuo messaggio e degli ultimi scambi passa dal nostro server al fornitore del modello su
            una connessione cifrata. Il nostro server non lo salva mai in chiaro.
          </li>
          <li>
            Se dimentichi la password, la chiave di recupero mantiene leggibili le conversazioni; senza,
            restano chiuse per sempre, anche per noi.
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
