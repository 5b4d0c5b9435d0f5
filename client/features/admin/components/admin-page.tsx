import { Notice } from "../../../components/ui/notice.tsx"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import * as styles from "./admin.css.ts"

/** The administration frame. Stats, the user table and its dialogs plug in below the heading. */
export const AdminPage = ({ adminName }: { readonly adminName: string }) => {
  useDocumentTitle("Amministrazione")
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>Pannello di amministrazione</h1>
        <p className={styles.lead}>
          Ciao, {adminName}. Da qui gestisci gli utenti di Cogi. Le conversazioni sono cifrate: nemmeno da qui
          è possibile leggerle.
        </p>
      </div>
      <section aria-labelledby="admin-overview-title" className={styles.section}>
        <h2 id="admin-overview-title">Panoramica</h2>
        <Notice tone="info">
          Le statistiche e la gestione degli utenti saranno disponibili qui a breve.
        </Notice>
      </section>
    </>
  )
}
