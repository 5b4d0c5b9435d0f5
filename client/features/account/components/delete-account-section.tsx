import { useQueryClient } from "@tanstack/react-query"
import { useSetAtom } from "jotai"
import { useState, type FormEvent } from "react"
import { useLocation } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { signedOutAtom } from "../../../lib/auth/auth-store.ts"
import { forgetReplyKeys } from "../../../lib/crypto/forget-reply-keys.ts"
import { notify } from "../../../lib/notify.ts"
import { deleteAccount } from "../api/account-api.ts"
import * as styles from "./account.css.ts"

const FAILED = "Non è stato possibile eliminare l'account. Riprova."

/** "Elimina il mio account": the same crypto-shredding as an administrator's delete, confirmed with the password. */
export const DeleteAccountSection = () => {
  const api = useApiClient()
  const signOut = useSetAtom(signedOutAtom)
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const [password, setPassword] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (password === "") return setProblem("Inserisci la tua password per confermare.")
    if (!window.confirm("Eliminare definitivamente il tuo account? Non si può annullare.")) return
    setBusy(true)
    setProblem(null)
    try {
      const answer = await deleteAccount(api, password)
      signOut()
      queryClient.clear()
      void forgetReplyKeys()
      notify.success(answer.message, { long: true })
      navigate(paths.login.getHref(), { replace: true })
    } catch (error) {
      setProblem(errorMessage(error, FAILED))
      setBusy(false)
    }
  }

  return (
    <Card as="section" aria-labelledby="delete-title">
      <div className={styles.section}>
        <h2 id="delete-title" className={styles.sectionTitle}>
          Elimina il mio account
        </h2>
        <p className={styles.muted}>
          Cancelliamo nome, email, contatti e immagini e la chiave che li protegge: nei nostri registri
          restano solo dati illeggibili. Le conversazioni erano già leggibili solo con la tua chiave, che
          nessun altro ha. Scarica prima i tuoi dati, se vuoi conservarli.
        </p>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label="Password per confermare"
            type="password"
            name="delete-password"
            autoComplete="current-password"
            value={password}
            error={problem}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="danger" loading={busy}>
              Elimina il mio account
            </Button>
          </div>
        </form>
      </div>
    </Card>
  )
}
