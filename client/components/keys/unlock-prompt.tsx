import { useSetAtom } from "jotai"
import { useState, type FormEvent } from "react"

import { errorMessage } from "../../lib/api-client.ts"
import { useApiClient } from "../../lib/api-client-context.tsx"
import { KeyUnwrapError } from "../../lib/crypto/key-hierarchy.ts"
import { keyUnlockedAtom, pendingRecoveryKeyAtom } from "../../lib/crypto/keyring-atom.ts"
import { unlockWithPassword } from "../../lib/crypto/session-keys.ts"
import { Button } from "../ui/button.tsx"
import { TextField } from "../ui/text-field.tsx"
import * as styles from "./keys.css.ts"

export const WRONG_PASSWORD = "Password non corretta: le conversazioni restano cifrate."
const UNLOCK_FAILED = "Non è stato possibile sbloccare le conversazioni. Riprova."

/**
 * DESIGN §6: on a browser that does not hold the data key yet (another device, cleared storage, a key replaced
 * elsewhere), the password is asked once, inline; nobody is logged out. Shown by ./unlock-gate.tsx.
 */
export const UnlockPrompt = ({ userId }: { readonly userId: string }) => {
  const api = useApiClient()
  const keyUnlocked = useSetAtom(keyUnlockedAtom)
  const showRecoveryKey = useSetAtom(pendingRecoveryKeyAtom)
  const [password, setPassword] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (password === "") return setProblem("Inserisci la tua password.")
    setBusy(true)
    setProblem(null)
    try {
      const unlocked = await unlockWithPassword(api, password)
      await keyUnlocked({
        userId,
        keyId: unlocked.keyId,
        key: unlocked.key,
        previousKeys: unlocked.previousKeys,
      })
      if (unlocked.recoveryKey !== null) showRecoveryKey(unlocked.recoveryKey)
      setPassword("")
    } catch (error) {
      setProblem(error instanceof KeyUnwrapError ? WRONG_PASSWORD : errorMessage(error, UNLOCK_FAILED))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.unlock} aria-labelledby="unlock-title">
      <div className={styles.unlockInner}>
        <h2 id="unlock-title" className={styles.heading}>
          Sblocca le tue conversazioni
        </h2>
        <p className={styles.muted}>
          Su questo browser le conversazioni sono ancora chiuse a chiave. Inserisci la password una volta: la
          chiave resta solo qui, finché non esci.
        </p>
        <form className={styles.unlockForm} onSubmit={(event) => void onSubmit(event)} noValidate>
          <div className={styles.unlockField}>
            <TextField
              label="Password"
              type="password"
              name="unlock-password"
              autoComplete="current-password"
              value={password}
              error={problem}
              onChange={(event) => setPassword(event.target.value)}
            />
          </div>
          <Button type="submit" loading={busy}>
            {busy ? "Sblocco…" : "Sblocca"}
          </Button>
        </form>
      </div>
    </section>
  )
}
