import { useSetAtom } from "jotai"
import { useId, useState } from "react"

import { Card } from "../../../components/ui/card.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { userUpdatedAtom } from "../../../lib/auth/auth-store.ts"
import { notify } from "../../../lib/notify.ts"
import { setCareNote } from "../api/account-api.ts"
import * as styles from "./account.css.ts"

/** The care note (issue 27), said plainly, and the switch that turns it off for the account. */
export const CareNoteSection = ({ enabled }: { readonly enabled: boolean }) => {
  const id = useId()
  const api = useApiClient()
  const userUpdated = useSetAtom(userUpdatedAtom)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const toggle = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const updated = await setCareNote(api, !enabled)
      userUpdated(updated)
      notify.success(updated.care_note ? "Pensieri per una pausa attivi." : "Pensieri per una pausa spenti.")
    } catch (error) {
      setProblem(errorMessage(error, "Non è stato possibile cambiare questa impostazione. Riprova."))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card as="section" aria-labelledby={`${id}-title`}>
      <div className={styles.section}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          Una pausa, ogni tanto
        </h2>
        <p id={`${id}-what`}>
          Quando apri la terza sessione nello stesso giorno, o una sessione tra l'una e le cinque di notte,
          Cogi ti lascia un breve pensiero: che è contento di esserci, e che anche una persona di cui ti fidi
          o un po' di riposo possono fare bene. Non blocca mai niente e non compare mai in un momento di
          crisi.
        </p>
        <label className={styles.switchRow}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switchInput}
            checked={enabled}
            disabled={busy}
            aria-describedby={`${id}-what`}
            onChange={() => void toggle()}
          />
          <span>{enabled ? "Pensieri per una pausa attivi" : "Pensieri per una pausa spenti"}</span>
        </label>
        <ProblemNotice problem={problem} />
      </div>
    </Card>
  )
}
