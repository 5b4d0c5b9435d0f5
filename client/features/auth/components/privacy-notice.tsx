import { Notice } from "../../../components/ui/notice.tsx"
import * as styles from "./auth-screens.css.ts"

/** DESIGN §6: say exactly what is encrypted, and what the AI model has to read to answer. */
export const PrivacyNotice = () => (
  <Notice tone="info" title="La tua privacy">
    <ul className={styles.privacyList}>
      <li>
        I tuoi messaggi vengono cifrati nel tuo browser con una chiave ricavata dalla tua password: solo tu
        puoi leggerli, nemmeno gli amministratori.
      </li>
      <li>
        Per risponderti, il testo del messaggio e degli ultimi scambi viene inviato al modello di intelligenza
        artificiale, che lo usa solo per formulare la risposta: non viene mai salvato in chiaro.
      </li>
      <li>
        La password è la chiave: se la reimposti, i messaggi scritti prima non potranno più essere letti.
      </li>
    </ul>
  </Notice>
)
