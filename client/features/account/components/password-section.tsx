import { useAtomValue, useSetAtom } from "jotai"
import { useState, type FormEvent } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { currentUserAtom, signedInAtom } from "../../../lib/auth/auth-store.ts"
import { KeyUnwrapError, keysForNewPassword } from "../../../lib/crypto/key-hierarchy.ts"
import { keyUnlockedAtom } from "../../../lib/crypto/keyring-atom.ts"
import { fetchKeys } from "../../../lib/crypto/session-keys.ts"
import { notify } from "../../../lib/notify.ts"
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from "../../../lib/password-rules.ts"
import { changePassword } from "../api/account-api.ts"
import * as styles from "./account.css.ts"

export const WRONG_CURRENT = "La password attuale non è corretta."
const FAILED = "Non è stato possibile cambiare la password. Riprova."

/**
 * A signed-in password change re-wraps the same data key (the history stays readable); an old account's
 * password-derived key is replaced by a new one, which this browser writes with from now on (the old one kept
 * to read the history). Every other session ends, and this one continues with the fresh token.
 */
export const PasswordSection = () => {
  const api = useApiClient()
  const user = useAtomValue(currentUserAtom)
  const signIn = useSetAtom(signedInAtom)
  const keyUnlocked = useSetAtom(keyUnlockedAtom)
  const [current, setCurrent] = useState("")
  const [next, setNext] = useState("")
  const [confirm, setConfirm] = useState("")
  const [problem, setProblem] = useState<{
    field: "current" | "next" | "confirm" | "form"
    text: string
  } | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (current === "") return setProblem({ field: "current", text: "Inserisci la password attuale." })
    if (next.length < PASSWORD_MIN_LENGTH) return setProblem({ field: "next", text: PASSWORD_TOO_SHORT })
    if (next !== confirm) return setProblem({ field: "confirm", text: PASSWORDS_DIFFER })
    setProblem(null)
    setBusy(true)
    try {
      const { keys, legacy_key } = await fetchKeys(api)
      if (keys === null || user === null) throw new Error("no keys")
      const change = await keysForNewPassword(keys, current, next, { legacyKey: legacy_key })
      const response = await changePassword(api, {
        current_password: current,
        new_password: next,
        keys: change.envelope,
      })
      signIn({ response })
      const { keyId, key, previousKeys } = change.unlocked
      await keyUnlocked({ userId: user.id, keyId, key, previousKeys })
      setCurrent("")
      setNext("")
      setConfirm("")
      notify.success(
        "Password cambiata. Le tue conversazioni restano leggibili; gli altri dispositivi dovranno accedere di nuovo.",
        { long: true },
      )
    } catch (error) {
      setProblem(
        error instanceof KeyUnwrapError
          ? { field: "current", text: WRONG_CURRENT }
          : { field: "form", text: errorMessage(error, FAILED) },
      )
    } finally {
      setBusy(false)
    }
  }

  const errorOf = (field: "current" | "next" | "confirm") => (problem?.field === field ? problem.text : null)
  return (
    <Card as="section" aria-labelledby="password-title">
      <div className={styles.section}>
        <h2 id="password-title" className={styles.sectionTitle}>
          Cambia password
        </h2>
        <p className={styles.muted}>
          Le conversazioni restano leggibili con la nuova password. Gli altri dispositivi dovranno accedere di
          nuovo.
        </p>
        <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          <TextField
            label="Password attuale"
            type="password"
            name="current-password"
            autoComplete="current-password"
            value={current}
            error={errorOf("current")}
            onChange={(event) => setCurrent(event.target.value)}
          />
          <TextField
            label="Nuova password"
            type="password"
            name="new-password"
            autoComplete="new-password"
            minLength={6}
            value={next}
            error={errorOf("next")}
            onChange={(event) => setNext(event.target.value)}
          />
          <TextField
            label="Conferma la nuova password"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            value={confirm}
            error={errorOf("confirm")}
            onChange={(event) => setConfirm(event.target.value)}
          />
          {problem?.field === "form" ? (
            <Notice tone="error" role="alert">
              {problem.text}
            </Notice>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {busy ? "Salvataggio…" : "Cambia password"}
            </Button>
          </div>
        </form>
      </div>
    </Card>
  )
}
