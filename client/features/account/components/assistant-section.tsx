import { useSetAtom } from "jotai"
import { useState, type FormEvent } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { userUpdatedAtom } from "../../../lib/auth/auth-store.ts"
import { notify } from "../../../lib/notify.ts"
import { renameAssistant } from "../api/account-api.ts"
import * as styles from "./account.css.ts"

/** The assistant's name (SPEC §5: trimmed, not empty). */
export const AssistantSection = ({ current }: { readonly current: string }) => {
  const api = useApiClient()
  const userUpdated = useSetAtom(userUpdatedAtom)
  const [name, setName] = useState(current)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (name.trim() === "") return setProblem("Il nome non può essere vuoto")
    setBusy(true)
    setProblem(null)
    try {
      userUpdated(await renameAssistant(api, name.trim()))
      notify.success(`Il tuo assistente ora si chiama ${name.trim()}.`)
    } catch (error) {
      setProblem(errorMessage(error, "Errore nell'aggiornamento delle preferenze"))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="assistant-title">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <h2 id="assistant-title" className={styles.sectionTitle}>
          Il tuo assistente
        </h2>
        <TextField
          label="Nome dell'assistente"
          name="ai_name"
          maxLength={50}
          value={name}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={busy}>
            Salva il nome
          </Button>
        </div>
      </form>
    </Card>
  )
}
