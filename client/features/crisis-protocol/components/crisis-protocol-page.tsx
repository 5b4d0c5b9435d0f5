import { Link } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { paths } from "../../../config/paths.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useCrisisReferrals } from "../api/crisis-referrals.ts"
import { DETECTION_FIGURES, goalReachedOnTestPart, PROTOCOL_REVIEWED_ON } from "../state/detection-figures.ts"
import * as styles from "./crisis-protocol.css.ts"
import { MonthlyReferrals } from "./monthly-referrals.tsx"
import { formatCalendarDay } from "../../../lib/format-date.ts"

/** "95%", "0,8%"; with `decimals` 1, the table's "96,0%" beside "96,8%", so its column reads alike. */
const percent = (value: number, decimals = 0) =>
  `${new Intl.NumberFormat("it-IT", { minimumFractionDigits: decimals, maximumFractionDigits: 1 }).format(value)}%`
/**
 * "il 93,1%", "l'84,7%", "lo 0,2%": the article a percentage takes when it is read aloud (otto, undici, uno start
 * with a vowel; zero takes "lo").
 */
const thePercent = (value: number) => {
  const whole = String(Math.trunc(value))
  const article = whole === "0" ? "lo " : /^(8|11$|1$)/.test(whole) ? "l'" : "il "
  return `${article}${percent(value)}`
}
const reviewed = formatCalendarDay(PROTOCOL_REVIEWED_ON, "full")

/**
 * /protocollo-di-crisi (issue 27), open to anyone: what Cogi does when it notices risk, what it cannot do, how
 * well the detection is measured to work, the monthly anonymous counts, and when this was last reviewed.
 */
export const CrisisProtocolPage = () => {
  useDocumentTitle("Protocollo di crisi")
  const referrals = useCrisisReferrals()
  return (
    <AuthLayout wide>
      <Card as="article" aria-labelledby="protocol-title">
        <div className={styles.page}>
          <h1 id="protocol-title" className={styles.title}>
            Protocollo di crisi
          </h1>
          <p className={styles.text}>
            Cosa fa Cogi quando in una conversazione legge un rischio per la tua vita o per quella di altri,
            cosa non può fare, e quanto spesso succede.
          </p>

          <h2 className={styles.heading}>Cosa fa Cogi</h2>
          <ul className={styles.list}>
            <li>
              <strong>La scheda di crisi.</strong> Ogni messaggio viene letto, prima della risposta, da un
              controllo che gira sul nostro server. Se legge un rischio, sopra la conversazione compare una
              scheda con i numeri da chiamare (112, Telefono Amico, Telefono Azzurro, 1522), da toccare per
              telefonare. Accanto alla scheda non compaiono mai prezzi né offerte.
            </li>
            <li>
              <strong>Il piano di sicurezza.</strong> Dalla scheda il tuo piano di sicurezza è a un tocco: i
              tuoi segnali, cosa ti aiuta, le persone da chiamare. È cifrato nel tuo browser.
            </li>
            <li>
              <strong>Il tempo che si ferma.</strong> Finché scrivi in un momento difficile la sessione non si
              chiude allo scadere dei 30 minuti e non costa nulla, anche senza crediti: si chiude da sola dopo
              10 minuti senza messaggi.
            </li>
            <li>
              <strong>Un secondo parere.</strong> Quando è configurato un modello di intelligenza artificiale,
              il modello rilegge il messaggio e può far comparire la scheda anche se il primo controllo non
              l&apos;aveva fatto.
            </li>
            <li>
              <strong>Le persone.</strong> L&apos;assistente ti invita a parlare con una persona vera e ti
              indica <Link to={paths.humanHelp.getHref()}>chi chiamare e dove andare</Link>. La sessione dopo
              un momento difficile si apre chiedendoti come stai.
            </li>
          </ul>

          <h2 className={styles.heading}>Cosa non può fare</h2>
          <ul className={styles.list}>
            <li>
              Cogi non chiama nessuno e non avvisa nessuno: né i soccorsi, né il tuo contatto di emergenza.
            </li>
            <li>
              Cogi non è un servizio di emergenza e non sostituisce un medico o uno psicologo. Se sei in
              pericolo, chiama il <a href="tel:112">112</a>.
            </li>
            <li>
              Il controllo può sbagliare: a volte non riconosce un rischio, a volte lo vede dove non c&apos;è.
            </li>
          </ul>

          <h2 className={styles.heading}>Quanto funziona il controllo</h2>
          <p className={styles.text}>
            Lo misuriamo su {DETECTION_FIGURES.measuredOn}. Su cento messaggi di crisi, quanti fanno comparire
            la scheda:
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col" className={styles.cell}>
                    Categoria
                  </th>
                  <th scope="col" className={styles.number}>
                    Riconosciuti
                  </th>
                </tr>
              </thead>
              <tbody>
                {DETECTION_FIGURES.recall.map((row) => (
                  <tr key={row.category}>
                    <td className={styles.cell}>{row.category}</td>
                    <td className={styles.number}>{percent(row.percent, 1)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.text}>
            Falsi allarmi: la scheda compare per {thePercent(DETECTION_FIGURES.falseAlarmPercent)} dei
            messaggi che non sono di crisi. Il nostro obiettivo è riconoscerne almeno il{" "}
            {percent(DETECTION_FIGURES.targetRecallPercent)} in ogni categoria con non più del{" "}
            {percent(DETECTION_FIGURES.targetFalseAlarmPercent)} di falsi allarmi:{" "}
            {goalReachedOnTestPart
              ? "su questa prova è raggiunto, ma non ancora su tutte le altre."
              : "non l'abbiamo ancora raggiunto."}
          </p>
          <p className={styles.text}>
            I risultati cambiano da una prova all&apos;altra, perché ognuna è scritta da persone diverse: sui
            messaggi con cui il modello è stato costruito, provato ogni volta su una parte che non aveva
            visto, riconosce tra {thePercent(DETECTION_FIGURES.crossValidatedRecall.lowest)} e{" "}
            {thePercent(DETECTION_FIGURES.crossValidatedRecall.highest)} a seconda della categoria. Per
            questo, anche quando la scheda non compare, chi chiamare e dove andare è sempre nella pagina{" "}
            <Link to={paths.humanHelp.getHref()}>Parla con una persona</Link>.
          </p>

          <h2 className={styles.heading}>Quante volte è successo</h2>
          <p className={styles.text}>
            Contiamo le schede in modo anonimo: solo il giorno e la categoria, senza sapere di chi né in quale
            conversazione.
          </p>
          {referrals.data !== undefined ? (
            <MonthlyReferrals counts={referrals.data.counts} smallestShown={referrals.data.smallest_shown} />
          ) : null}
          {referrals.isError ? (
            <p className={styles.muted}>I conteggi non sono disponibili in questo momento.</p>
          ) : null}

          <p className={styles.muted}>Ultima revisione di questo protocollo: {reviewed}.</p>
          <div className={styles.links}>
            <Link to={paths.humanHelp.getHref()}>Parla con una persona</Link>
            <Link to={paths.privacy.getHref()}>Privacy</Link>
            <Link to={paths.dashboard.getHref()}>Torna a Cogi</Link>
          </div>
        </div>
      </Card>
    </AuthLayout>
  )
}
