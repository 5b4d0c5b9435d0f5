import { Link } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { PhoneIcon } from "../../../components/ui/icons.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import { paths } from "../../../config/paths.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useHumanHelp, type HumanHelpEntry } from "../api/human-help.ts"
import * as styles from "./human-help.css.ts"

const hostOf = (url: string) => {
  try {
    return new URL(url).host.replace(/^www\./, "")
  } catch {
    return url
  }
}

const Entry = ({ entry }: { readonly entry: HumanHelpEntry }) => (
  <li className={styles.entry}>
    <h3 className={styles.name}>{entry.name}</h3>
    {entry.phone !== undefined && entry.dial !== undefined ? (
      <a
        className={styles.call}
        href={`tel:${entry.dial}`}
        aria-label={`Chiama ${entry.name} ${entry.phone}`}
      >
        <PhoneIcon className={styles.icon} /> {entry.phone}
      </a>
    ) : null}
    <p className={styles.text}>{entry.description}</p>
    <p className={styles.hours}>
      <strong>Quando: </strong>
      {entry.hours}
      {entry.hoursVary ? " Gli orari possono cambiare: controllali prima di andare." : null}
    </p>
    {entry.source !== null ? (
      <p className={styles.source}>
        Fonte:{" "}
        <a href={entry.source} target="_blank" rel="noreferrer">
          {hostOf(entry.source)}
        </a>
      </p>
    ) : null}
  </li>
)

/**
 * /parla-con-una-persona (issue 27), open to anyone: Italian human help, sorted by what the person needs now,
 * this week, or for a longer path. Every number is a tap-to-call link; until the list arrives, the 112.
 */
export const HumanHelpPage = () => {
  useDocumentTitle("Parla con una persona")
  const help = useHumanHelp()
  return (
    <AuthLayout wide>
      <Card as="article" aria-labelledby="human-help-title">
        <div className={styles.page}>
          <h1 id="human-help-title" className={styles.title}>
            Parla con una persona
          </h1>
          <p className={styles.lead}>
            Cogi può ascoltarti, ma non sostituisce una persona. Qui trovi chi chiamare o dove andare, in base
            a quello che ti serve. Se sei in pericolo adesso, chiama il{" "}
            <a href="tel:112" aria-label="Chiama il 112">
              112
            </a>
            .
          </p>
          <ProblemNotice
            problem={
              help.isError
                ? "Non riesco a caricare l'elenco: controlla la connessione e ricarica la pagina. Il 112 risponde sempre."
                : null
            }
          />
          {help.data?.map((section) => (
            <section key={section.id} aria-labelledby={`help-${section.id}`} className={styles.page}>
              <h2 id={`help-${section.id}`} className={styles.heading}>
                {section.title}
              </h2>
              <p className={styles.intro}>{section.intro}</p>
              <ul className={styles.list}>
                {section.entries.map((entry) => (
                  <Entry key={entry.name} entry={entry} />
                ))}
              </ul>
            </section>
          ))}
          <p className={styles.intro}>
            Stai per vedere il medico o uno psicologo e non sai da dove cominciare? Con{" "}
            <Link to={paths.visitNote.getHref()}>«Cosa vorrei dire»</Link> prepari una nota breve da portare
            con te, partendo dai riassunti delle tue sessioni con Cogi (serve l'accesso al tuo account).
          </p>
          <div className={styles.links}>
            <Link to={paths.crisisProtocol.getHref()}>Cosa fa Cogi in una crisi</Link>
            <Link to={paths.dashboard.getHref()}>Torna a Cogi</Link>
          </div>
        </div>
      </Card>
    </AuthLayout>
  )
}
