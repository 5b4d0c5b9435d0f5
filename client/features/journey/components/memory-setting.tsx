import { useId, useState } from "react"

import { errorMessage } from "../../../lib/api-client.ts"
import { useJourneyChange } from "../api/journey-api.ts"
import { MEMORY_SUMMARIES } from "../state/open-journey.ts"
import { FailureText } from "./failure-text.tsx"
import * as styles from "./journey.css.ts"
import * as page from "./journey-page.css.ts"

/** The memory switch, with what it does in plain words. */
export const MemorySetting = ({ enabled }: { readonly enabled: boolean }) => {
  const id = useId()
  const change = useJourneyChange()
  const [failure, setFailure] = useState<string | null>(null)
  const toggle = async () => {
    setFailure(null)
    try {
      await change.mutateAsync({ kind: "memory", enabled: !enabled })
    } catch (error) {
      setFailure(errorMessage(error, "Non è stato possibile cambiare la memoria. Riprova."))
    }
  }
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.sectionTitle}>
        Memoria
      </h2>
      <p id={`${id}-what`}>
        Con la memoria attiva, in ogni nuova sessione l'assistente riceve i riassunti che scegli qui sotto con
        «Ricorda in memoria» (al massimo i {MEMORY_SUMMARIES} più recenti tra quelli scelti), così può
        riprendere il filo senza che tu debba ripartire da capo. I nuovi riassunti sono scelti finché non
        togli la spunta. Li decifra il tuo browser e li invia insieme ai messaggi: il server non li conserva
        in chiaro. Con la memoria spenta, ogni sessione parte da zero. Puoi modificare o eliminare qualsiasi
        riassunto in ogni momento.
      </p>
      <label className={page.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={page.switchInput}
          checked={enabled}
          disabled={change.isPending}
          aria-describedby={`${id}-what`}
          onChange={() => void toggle()}
        />
        <span>{enabled ? "Memoria attiva" : "Memoria spenta"}</span>
      </label>
      <FailureText failure={failure} />
    </section>
  )
}
