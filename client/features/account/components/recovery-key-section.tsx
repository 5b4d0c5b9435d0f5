import { useState } from "react"

import { RecoveryKeyPanel } from "../../../components/keys/recovery-key-panel.tsx"
import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import {
  KeyUnwrapError,
  openWithPassword,
  revealRecoveryKey,
  rewrapForNewRecoveryKey,
} from "../../../lib/crypto/key-hierarchy.ts"
import { generateRecoveryKey } from "../../../lib/crypto/recovery-key.ts"
import { fetchKeys } from "../../../lib/crypto/session-keys.ts"
import { storeNewRecoveryKey } from "../api/account-api.ts"
import { WRONG_CURRENT } from "./password-section.tsx"
import * as styles from "./account.css.ts"

const FAILED = "Non è stato possibile leggere la chiave di recupero. Riprova."

type Shown = { readonly key: string; readonly fresh: boolean }

/** The recovery key, shown again or replaced by a new one; the password is asked each time. */
export const RecoveryKeySection = () => {
  const api = useApiClient()
  const [password, setPassword] = useState("")
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<"show" | "new" | null>(null)
  const [shown, setShown] = useState<Shown | null>(null)

  const run = async (action: "show" | "new") => {
    if (password === "") return setProblem("Inserisci la tua password.")
    setProblem(null)
    setBusy(action)
    try {
      const { keys } = await fetchKeys(api)
      if (keys === null) throw new Error("no keys")
      if (action === "show") {
        const key = await revealRecoveryKey(await openWithPassword(keys, password), keys)
        setShown({ key, fresh: false })
      } else {
        const key = generateRecoveryKey()
        await storeNewRecoveryKey(api, password, await rewrapForNewRecoveryKey(keys, password, key))
        setShown({ key, fresh: true })
      }
      setPassword("")
    } catch (error) {
      setProblem(error instanceof KeyUnwrapError ? WRONG_CURRENT : errorMessage(error, FAILED))
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card as="section" aria-labelledby="recovery-title">
      <div className={styles.section}>
        <h2 id="recovery-title" className={styles.sectionTitle}>
          Chiave di recupero
        </h2>
        <p className={styles.muted}>
          Se dimentichi la password, è l&apos;unico modo per leggere di nuovo le tue conversazioni. Puoi
          rivederla o crearne una nuova: la vecchia smetterà di funzionare.
        </p>
        {shown !== null ? (
          <>
            {shown.fresh ? (
              <Notice tone="success" role="status">
                Nuova chiave di recupero creata: quella di prima non funziona più.
              </Notice>
            ) : null}
            <RecoveryKeyPanel
              recoveryKey={shown.key}
              confirmLabel="Nascondi la chiave"
              onConfirmed={() => setShown(null)}
            />
          </>
        ) : (
          <div className={styles.form}>
            <TextField
              label="La tua password"
              type="password"
              name="recovery-password"
              autoComplete="current-password"
              value={password}
              error={problem}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div className={styles.actions}>
              <Button
                variant="secondary"
                loading={busy === "show"}
                disabled={busy !== null}
                onClick={() => void run("show")}
              >
                Mostra la chiave di recupero
              </Button>
              <Button
                variant="secondary"
                loading={busy === "new"}
                disabled={busy !== null}
                onClick={() => void run("new")}
              >
                Crea una nuova chiave
              </Button>
            </div>
          </div>
        )}
      </div>
    </Card>
  )
}
