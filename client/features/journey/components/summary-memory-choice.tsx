import { useId, useState } from "react"

import { errorMessage } from "../../../lib/api-client.ts"
import { useJourneyChange } from "../api/journey-api.ts"
import type { OpenSummary } from "../state/open-journey.ts"
import { FailureText } from "./failure-text.tsx"
import * as styles from "./journey.css.ts"
import * as page from "./journey-page.css.ts"

/** "Ricorda in memoria": whether the assistant receives this summary with the memory (a switch, per summary). */
export const SummaryMemoryChoice = ({
  summary,
  title,
}: {
  readonly summary: OpenSummary
  readonly title: string
}) => {
  const id = useId()
  const change = useJourneyChange()
  const [failure, setFailure] = useState<string | null>(null)
  const toggle = async () => {
    setFailure(null)
    try {
      await change.mutateAsync({ kind: "remember", summaryId: summary.id, remembered: !summary.remembered })
    } catch (error) {
      setFailure(errorMessage(error, "Non è stato possibile cambiare la scelta. Riprova."))
    }
  }
  return (
    <div>
      <label className={page.switchRow}>
        <input
          type="checkbox"
          role="switch"
          className={page.switchInput}
          checked={summary.remembered}
          disabled={change.isPending}
          aria-label={`Ricorda in memoria: ${title}`}
          aria-describedby={`${id}-state`}
          onChange={() => void toggle()}
        />
        <span aria-hidden="true">Ricorda in memoria</span>
      </label>
      <p id={`${id}-state`} className={styles.muted}>
        {summary.remembered
          ? "L'assistente lo riceve con la memoria."
          : "L'assistente non lo riceve: resta solo qui per te."}
      </p>
      <FailureText failure={failure} />
    </div>
  )
}
