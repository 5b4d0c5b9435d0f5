import { useId, useState, type FormEvent } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { PASSWORD_MIN_LENGTH } from "../../../lib/password-rules.ts"
import { useResetPassword, type ResetKeys } from "../api/reset-password.ts"
import {
  hasErrors,
  NO_ERRORS,
  RESET_FAILED,
  validateResetForm,
  type ResetFormErrors,
} from "../state/reset-form.ts"
import { prepareReset, RecoveryKeyProblem } from "../state/reset-keys.ts"
import * as styles from "./reset-password.css.ts"

export const LOCKED_HISTORY_CONFIRMATION =
  "Ho capito: senza la chiave di recupero le conversazioni di prima restano chiuse."

export type ResetDone = {
  readonly message: string
  readonly keptHistory: boolean
  readonly newRecoveryKey: string | null
}

type Props = {
  readonly token: string
  readonly resetKeys: ResetKeys
  readonly onDone: (done: ResetDone) => void
}

/** The new password, and the recovery key that keeps the history readable (DESIGN §6). */
export const ResetPasswordForm = ({ token, resetKeys, onDone }: Props) => {
  const reset = useResetPassword()
  const checkId = useId()
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [recoveryKey, setRecoveryKey] = useState("")
  const [acceptLocked, setAcceptLocked] = useState(false)
  const [errors, setErrors] = useState<ResetFormErrors>(NO_ERRORS)
  const [recoveryError, setRecoveryError] = useState<string | null>(null)
  const [lockedError, setLockedError] = useState<string | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [preparing, setPreparing] = useState(false)
  const withoutRecovery = recoveryKey.trim() === ""

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSubmitted(true)
    const found = validateResetForm(password, confirm)
    setErrors(found)
    const mustAccept = withoutRecovery && !acceptLocked
    setLockedError(mustAccept ? "Conferma di aver capito, oppure inserisci la chiave di recupero." : null)
    if (hasErrors(found) || mustAccept) return
    setProblem(null)
    setRecoveryError(null)
    setPreparing(true)
    let prepared: Awaited<ReturnType<typeof prepareReset>>
    try {
      prepared = await prepareReset(resetKeys, password, recoveryKey)
    } catch (error) {
      if (error instanceof RecoveryKeyProblem) return setRecoveryError(error.message)
      return setProblem(RESET_FAILED)
    } finally {
      setPreparing(false)
    }
    reset.mutate(
      { token, password, keys: prepared.keys },
      {
        onSuccess: (response) =>
          onDone({
            message: response.message,
            keptHistory: prepared.newRecoveryKey === null,
            newRecoveryKey: prepared.newRecoveryKey,
          }),
        onError: (error) => setProblem(errorMessage(error, RESET_FAILED)),
      },
    )
  }

  const revalidate = (nextPassword: string, nextConfirm: string) => {
    if (submitted) setErrors(validateResetForm(nextPassword, nextConfirm))
    if (problem !== null) setProblem(null)
  }

  return (
    <>
      <div className={styles.heading}>
        <h1 id="reset-title" className={styles.title}>
          Scegli una nuova password
        </h1>
        <p className={styles.subtitle}>Almeno {PASSWORD_MIN_LENGTH} caratteri. Ti servirà per accedere.</p>
      </div>
      <Notice tone="warning" title="Le tue conversazioni">
        <p>
          Le conversazioni sono cifrate con una chiave che solo tu possiedi. Con la chiave di recupero che hai
          salvato alla registrazione restano leggibili. Senza la chiave di recupero potrai accedere e iniziare
          nuove sessioni, ma le conversazioni salvate prima non potranno più essere lette: nessuno può
          aprirle, nemmeno noi.
        </p>
      </Notice>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label="Nuova password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          value={password}
          error={errors.password}
          onChange={(event) => {
            setPassword(event.target.value)
            revalidate(event.target.value, confirm)
          }}
        />
        <TextField
          label="Conferma la nuova password"
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          required
          value={confirm}
          error={errors.confirm}
          onChange={(event) => {
            setConfirm(event.target.value)
            revalidate(password, event.target.value)
          }}
        />
        <TextField
          label="Chiave di recupero"
          name="recovery-key"
          autoComplete="off"
          spellCheck={false}
          optional
          hint={
            resetKeys.recovery === null
              ? "Questo account non ha ancora una chiave di recupero."
              : "8 gruppi di 4 caratteri, come nel file che hai salvato."
          }
          value={recoveryKey}
          error={recoveryError}
          onChange={(event) => {
            setRecoveryKey(event.target.value)
            setRecoveryError(null)
          }}
        />
        {withoutRecovery ? (
          <div>
            <label className={styles.check} htmlFor={checkId}>
              <input
                id={checkId}
                type="checkbox"
                className={styles.checkbox}
                checked={acceptLocked}
                aria-invalid={lockedError !== null || undefined}
                onChange={(event) => {
                  setAcceptLocked(event.target.checked)
                  setLockedError(null)
                }}
              />
              {LOCKED_HISTORY_CONFIRMATION}
            </label>
            {lockedError !== null ? <p className={styles.fieldError}>{lockedError}</p> : null}
          </div>
        ) : null}
        <ProblemNotice problem={problem} />
        <Button type="submit" fullWidth loading={reset.isPending || preparing}>
          {reset.isPending || preparing ? "Salvataggio…" : "Salva la nuova password"}
        </Button>
      </form>
      <p className={styles.alternate}>
        <Link to={paths.login.getHref()}>Torna alla pagina di login</Link>
      </p>
    </>
  )
}
