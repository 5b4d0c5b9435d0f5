import { Link } from "wouter"

import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import * as styles from "./auth-screens.css.ts"

/** DESIGN §6: say exactly what is encrypted, who can read what, and what the AI model has to read to answer. */
export const PrivacyNotice = () => (
  <Notice tone="info" title="La tua privacy">
    <ul className={styles.privacyList}>
      <li>
        I tuoi messaggi vengono cifrati nel tuo browser con una chiave che possiedi solo tu: il server e gli
        amministratori conservano solo testo cifrato e non possono leggerli.
      </li>
      <li>
        Il modello di intelligenza artificiale legge i messaggi che invii, per poterti rispondere; il nostro
        server glieli passa senza salvarli in chiaro.
      </li>
      <li>
        La password protegge la chiave. Dopo la registrazione riceverai una chiave di recupero: se dimentichi
        la password, è l&apos;unico modo per leggere di nuovo le conversazioni.
      </li>
    </ul>
    <p>
      <Link to={paths.privacy.getHref()}>Chi può vedere cosa: la privacy in breve</Link>
    </p>
  </Notice>
)
