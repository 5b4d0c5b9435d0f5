import { Link } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { paths } from "../../../config/paths.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import * as styles from "./privacy.css.ts"

/** /privacy: in plain Italian, who can see what (DESIGN §6), and how to take your data or delete it. */
export const PrivacyPage = () => {
  useDocumentTitle("Privacy")
  return (
    <AuthLayout wide>
      <Card as="article" aria-labelledby="privacy-title">
        <div className={styles.page}>
          <h1 id="privacy-title" className={styles.title}>
            La tua privacy, detta semplice
          </h1>
          <p>
            Cogi offre supporto emotivo, non sostituisce un professionista. Quello che scrivi riguarda il tuo
            benessere emotivo: per la legge (art. 9 GDPR) sono dati relativi alla salute, e li trattiamo solo
            con il tuo consenso esplicito, dato alla registrazione. Cogi è riservato a chi ha almeno 18 anni.
          </p>

          <h2 className={styles.heading}>Cosa resta solo tuo</h2>
          <ul className={styles.list}>
            <li>
              Messaggi, titoli delle sessioni e immagini vengono cifrati nel tuo browser (AES-256-GCM) con una
              chiave casuale creata alla registrazione, che possiedi solo tu.
            </li>
            <li>
              Quella chiave arriva al server solo chiusa a sua volta: con una chiave ricavata dalla tua
              password (PBKDF2-SHA256, 600.000 iterazioni) e con la tua chiave di recupero. Il browser la
              tiene in una forma che non si può esportare, e la cancella quando esci.
            </li>
            <li>
              Quando cambi la password o la chiave di recupero, o reimposti la password, cancelliamo la
              chiusura precedente: la vecchia password non apre più nulla, nemmeno quello che hai scritto
              prima.
            </li>
          </ul>

          <h2 className={styles.heading}>Cosa vede il nostro server</h2>
          <ul className={styles.list}>
            <li>Le conversazioni salvate, solo cifrate: non può leggerle.</li>
            <li>
              I riassunti delle sessioni e l&apos;umore che registri nel tuo percorso, solo cifrati: non può
              leggerli.
            </li>
            <li>
              Quando accedi, la password arriva al server su una connessione cifrata per essere verificata; il
              server ne conserva solo un&apos;impronta (argon2id) e non la salva mai.
            </li>
            <li>
              Nome, email e contatto di emergenza, che servono per l&apos;accesso e le email: nel registro
              degli eventi sono cifrati con una chiave dedicata al tuo account, che cancelliamo se elimini
              l&apos;account.
            </li>
            <li>
              Le date degli appuntamenti e le note che scrivi quando ne fissi uno: nel registro le note sono
              cifrate con la chiave del tuo account, ma il server le legge per i promemoria via email. Non
              scriverci nulla che vuoi tenere solo per te.
            </li>
            <li>
              Il testo che invii all&apos;assistente e gli ultimi scambi, solo nel momento della risposta: li
              passa al modello e non li scrive in chiaro né nel database né nei log.
            </li>
          </ul>

          <h2 className={styles.heading}>Cosa vedono gli amministratori</h2>
          <ul className={styles.list}>
            <li>Nome, email, data di registrazione e numeri complessivi (sessioni, messaggi).</li>
            <li>Non possono leggere le tue conversazioni, né la tua chiave.</li>
          </ul>

          <h2 className={styles.heading}>Cosa vede ogni modello di intelligenza artificiale</h2>
          <ul className={styles.list}>
            <li>
              Per risponderti, il modello legge il messaggio che invii e gli ultimi scambi della sessione, con
              il nome che hai dato all&apos;assistente.
            </li>
            <li>
              Alla fine di una sessione, per prepararne il riassunto, il modello legge la conversazione di
              quella sessione. Se la memoria è attiva, con ogni messaggio legge anche i riassunti che hai
              scelto di ricordare nel tuo percorso («Ricorda in memoria»).
            </li>
            <li>
              «Profondo e riflessivo» usa Anthropic (Claude), «Equilibrato e versatile» OpenAI, «Creativo con
              supporto visivo» Google (Gemini): il testo va a quel fornitore, che lo tratta secondo le sue
              condizioni. Se un approccio non è configurato, risponde un assistente locale sul nostro server,
              e la chat lo indica.
            </li>
          </ul>

          <h2 className={styles.heading}>La tua voce</h2>
          <ul className={styles.list}>
            <li>
              La voce è facoltativa: puoi sempre scrivere e leggere. A Cogi non arriva mai l&apos;audio, né
              quando detti un messaggio né nella conversazione a voce: arriva solo il testo che invii, come se
              l&apos;avessi scritto.
            </li>
            <li>
              A trasformare la voce in testo è il tuo browser. Se sa farlo sul tuo dispositivo (alcune
              versioni di Chrome, dopo aver scaricato l&apos;italiano), lo usiamo e l&apos;audio non lascia il
              dispositivo. Altrimenti il browser manda l&apos;audio al servizio del suo fornitore (per Chrome
              Google, per Edge Microsoft), che lo tratta secondo le sue condizioni: prima del primo uso te lo
              diciamo, e puoi scegliere di continuare a scrivere.
            </li>
            <li>
              Le risposte lette ad alta voce usano le voci del tuo browser, preferendo quelle installate sul
              dispositivo. Se c&apos;è solo una voce online, il testo della risposta va al fornitore del
              browser per essere letto.
            </li>
          </ul>

          <h2 className={styles.heading}>Se dimentichi la password</h2>
          <p>
            Con la chiave di recupero le conversazioni restano leggibili. Senza, puoi scegliere una nuova
            password, ma le conversazioni di prima restano chiuse per sempre: nessuno, nemmeno noi, può
            aprirle.
          </p>

          <h2 className={styles.heading}>Prendere i tuoi dati o cancellarli</h2>
          <p>
            Dalla pagina Account puoi scaricare tutti i tuoi dati (profilo, movimenti delle sessioni,
            appuntamenti, conversazioni e percorso decifrati nel tuo browser) ed eliminare l&apos;account:
            cancelliamo le chiavi dei tuoi dati personali e quella che custodiva la chiave delle tue
            conversazioni, così nei nostri registri restano solo dati illeggibili, anche per chi conoscesse la
            tua password. Copie delle chiavi cancellate possono restare ancora per un po&apos; nei file
            interni del database e nelle copie di sicurezza, finché non vengono sovrascritte o eliminate.
          </p>
          <p>
            Le 3 sessioni gratuite spettano una sola volta per indirizzo email. Per questo, anche dopo
            l&apos;eliminazione, conserviamo un&apos;impronta del tuo indirizzo (un codice calcolato con una
            chiave segreta del server, da cui non si può risalire all&apos;indirizzo): se crei un nuovo
            account con lo stesso indirizzo, non riceverai altre sessioni gratuite.
          </p>
          <p className={styles.links}>
            <Link to={paths.account.getHref()}>Vai al tuo account</Link>
            <Link to={paths.register.getHref()}>Crea un account</Link>
            <Link to={paths.login.getHref()}>Accedi</Link>
          </p>
        </div>
      </Card>
    </AuthLayout>
  )
}
