import { useAtomValue } from "jotai"
import { useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { bearerTokenAtom } from "../../../lib/auth/auth-store.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { openStoredImage } from "../../../lib/crypto/stored-image.ts"
import { notify } from "../../../lib/notify.ts"
import { loadExportSources } from "../api/export-sources.ts"
import { buildExport } from "../state/export-archive.ts"
import * as styles from "./account.css.ts"

const FAILED = "Non è stato possibile preparare i tuoi dati. Riprova."

const save = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob)
  const link = document.createElement("a")
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/**
 * "Scarica i miei dati": profile, credit ledger, appointments, safety plan, journey and every conversation with
 * its pictures, decrypted here.
 */
export const ExportSection = () => {
  const api = useApiClient()
  const keyring = useAtomValue(keyringAtom)
  const token = useAtomValue(bearerTokenAtom)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const download = async () => {
    if (keyring === null) return
    setBusy(true)
    setProblem(null)
    try {
      const built = await buildExport(await loadExportSources(api), keyring, new Date(), (url) =>
        openStoredImage(url, keyring, token),
      )
      save(built.archive, built.fileName)
      notify.success("I tuoi dati sono pronti: li trovi tra i download.")
    } catch (error) {
      setProblem(errorMessage(error, FAILED))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="export-title">
      <div className={styles.section}>
        <h2 id="export-title" className={styles.sectionTitle}>
          I tuoi dati
        </h2>
        <p className={styles.muted}>
          Un archivio con il profilo, i movimenti delle sessioni, gli appuntamenti, il piano di sicurezza, il
          tuo percorso e tutte le conversazioni con le loro immagini (anche i messaggi sostituiti con
          «Rigenera» o «Modifica», indicati come tali), in JSON e in un testo leggibile (Markdown). Tutto
          viene decifrato qui, nel tuo browser.
        </p>
        {keyring === null ? (
          <Notice tone="info">
            Sblocca le conversazioni con la password (in alto) per scaricarle in chiaro.
          </Notice>
        ) : null}
        <ProblemNotice problem={problem} />
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={busy}
            disabled={keyring === null}
            onClick={() => void download()}
          >
            Scarica i miei dati
          </Button>
        </div>
      </div>
    </Card>
  )
}
