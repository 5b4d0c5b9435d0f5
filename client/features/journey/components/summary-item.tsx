import { useAtomValue } from "jotai"
import { useId, useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useCurrentUser } from "../../../lib/auth/use-auth.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { encryptText } from "../../../lib/crypto/message-crypto.ts"
import { useJourneyChange } from "../api/journey-api.ts"
import { whenLong } from "../state/mood-chart.ts"
import type { OpenSummary } from "../state/open-journey.ts"
import { SummaryMemoryChoice } from "./summary-memory-choice.tsx"
import { FailureText } from "./failure-text.tsx"
import * as styles from "./journey.css.ts"
import * as page from "./journey-page.css.ts"

export const UNREADABLE_SUMMARY =
  "Riassunto non leggibile: è cifrato con una chiave che questo account non ha più."

type Mode = "view" | "edit" | "confirm-delete"

/** One summary: read it, choose whether memory carries it, edit it (encrypted again here), or delete it. */
export const SummaryItem = ({ summary }: { readonly summary: OpenSummary }) => {
  const id = useId()
  const user = useCurrentUser()
  const keyring = useAtomValue(keyringAtom)
  const change = useJourneyChange()
  const [mode, setMode] = useState<Mode>("view")
  const [text, setText] = useState(summary.text ?? "")
  const [failure, setFailure] = useState<string | null>(null)
  const title = `Sessione del ${whenLong(summary.createdAt)}`

  const run = async (action: () => Promise<unknown>, fallback: string) => {
    setFailure(null)
    try {
      await action()
      setMode("view")
    } catch (error) {
      setFailure(errorMessage(error, fallback))
    }
  }
  const saveEdit = () =>
    run(async () => {
      if (keyring === null || user === null) throw new Error("locked")
      const ciphertext = await encryptText(keyring, user.encryption_salt, text.trim())
      await change.mutateAsync({ kind: "edit", summaryId: summary.id, ciphertext })
    }, "Non è stato possibile salvare le modifiche. Riprova.")
  const remove = () =>
    run(
      () => change.mutateAsync({ kind: "delete-summary", summaryId: summary.id }),
      "Non è stato possibile eliminare il riassunto. Riprova.",
    )

  return (
    <li className={styles.panel} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={page.itemTitle}>
        {title}
      </h3>
      {summary.editedAt !== null ? (
        <p className={styles.muted}>Modificato il {whenLong(summary.editedAt)}</p>
      ) : null}
      {mode === "edit" ? (
        <>
          <label htmlFor={`${id}-text`} className={styles.legend}>
            Modifica il riassunto
          </label>
          <textarea
            id={`${id}-text`}
            className={styles.textarea}
            value={text}
            maxLength={4000}
            onChange={(event) => setText(event.target.value)}
          />
        </>
      ) : (
        <p className={styles.summaryText}>{summary.text ?? UNREADABLE_SUMMARY}</p>
      )}
      {summary.text !== null ? <SummaryMemoryChoice summary={summary} title={title} /> : null}
      <FailureText failure={failure} />
      {mode === "confirm-delete" ? (
        <div className={styles.row} role="group" aria-label="Conferma l'eliminazione">
          <p>Eliminare questo riassunto? Non si potrà recuperare.</p>
          <Button variant="danger" onClick={() => void remove()} loading={change.isPending}>
            Elimina definitivamente
          </Button>
          <Button variant="ghost" onClick={() => setMode("view")}>
            Annulla
          </Button>
        </div>
      ) : mode === "edit" ? (
        <div className={styles.row}>
          <Button onClick={() => void saveEdit()} loading={change.isPending} disabled={text.trim() === ""}>
            Salva le modifiche
          </Button>
          <Button variant="ghost" onClick={() => setMode("view")}>
            Annulla
          </Button>
        </div>
      ) : (
        <div className={styles.row}>
          {summary.text !== null ? (
            <Button variant="secondary" onClick={() => setMode("edit")} aria-label={`Modifica: ${title}`}>
              Modifica
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => setMode("confirm-delete")} aria-label={`Elimina: ${title}`}>
            Elimina
          </Button>
        </div>
      )}
    </li>
  )
}
