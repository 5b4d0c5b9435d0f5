import { useState, type FormEvent } from "react"
import { Link, useSearch } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { Button, ButtonLink } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useResetPassword } from "../api/reset-password.ts"
import {
  hasErrors,
  MIN_PASSWORD_LENGTH,
  MISSING_TOKEN,
  NO_ERRORS,
  RESET_FAILED,
  tokenFromSearch,
  validateResetForm,
  type ResetFormErrors,
} from "../state/reset-form.ts"
import * as styles from "./reset-password.css.ts"

const DONE_FALLBACK = "Password aggiornata. Ora puoi accedere con la nuova password."

/** /reset-password?token=…: the page the admin-sent reset e-mail links to (public). */
export const ResetPasswordPage = () => {
  useDocumentTitle("Nuova password")
  const token = tokenFromSearch(useSearch())
  const reset = useResetPassword()
  const [password, setPassword] = useState("")
  const [confirm, setConfirm] = useState("")
  const [errors, setErrors] = useState<ResetFormErrors>(NO_ERRORS)
  const [submitted, setSubmitted] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (token === null) return
    setSubmitted(true)
    const found = validateResetForm(password, confirm)
    setErrors(found)
    if (hasErrors(found)) return
    setProblem(null)
    reset.mutate(
      { token, password },
      {
        onSuccess: (response) => setDone(response.message.trim() !== "" ? response.message : DONE_FALLBACK),
        onError: (error) => setProblem(errorMessage(error, RESET_FAILED)),
      },
    )
  }

  const revalidate = (nextPassword: string, nextConfirm: string) => {
    if (submitted) setErrors(validateResetForm(nextPassword, nextConfirm))
    if (problem !== null) setProblem(null)
  }

  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="reset-title">
        {token === null ? (
          <>
            <div className={styles.heading}>
              <h1 id="reset-title" className={styles.title}>
                Link non valido
              </h1>
            </div>
            <Notice tone="error" role="alert">
              {MISSING_TOKEN}
            </Notice>
            <ButtonLink to={paths.login.getHref()} fullWidth>
              Vai al login
            </ButtonLink>
          </>
        ) : done !== null ? (
          <>
            <span className={styles.statusIcon} aria-hidden="true">
              ✓
            </span>
            <h1 id="reset-title" className={`${styles.title} ${styles.centered}`}>
              Nuova password salvata
            </h1>
            <Notice tone="success" role="status">
              {done}
            </Notice>
            <ButtonLink to={paths.login.getHref()} fullWidth>
              Vai al login
            </ButtonLink>
          </>
        ) : (
          <>
            <div className={styles.heading}>
              <h1 id="reset-title" className={styles.title}>
                Scegli una nuova password
              </h1>
              <p className={styles.subtitle}>
                Almeno {MIN_PASSWORD_LENGTH} caratteri. Ti servirà per accedere.
              </p>
            </div>
            <Notice tone="warning" title="Prima di continuare">
              <p>
                Le tue conversazioni sono cifrate con la password che usavi finora, e nessuno la conosce,
                nemmeno noi. Con la nuova password potrai accedere e iniziare nuove sessioni, ma le
                conversazioni salvate prima non potranno più essere lette.
              </p>
            </Notice>
            <form className={styles.form} onSubmit={onSubmit} noValidate>
              <TextField
                label="Nuova password"
                type="password"
                name="new-password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
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
                minLength={MIN_PASSWORD_LENGTH}
                required
                value={confirm}
                error={errors.confirm}
                onChange={(event) => {
                  setConfirm(event.target.value)
                  revalidate(password, event.target.value)
                }}
              />
              {problem !== null ? (
                <Notice tone="error" role="alert">
                  {problem}
                </Notice>
              ) : null}
              <Button type="submit" fullWidth loading={reset.isPending}>
                {reset.isPending ? "Salvataggio…" : "Salva la nuova password"}
              </Button>
            </form>
            <p className={styles.alternate}>
              <Link to={paths.login.getHref()}>Torna alla pagina di login</Link>
            </p>
          </>
        )}
      </Card>
    </AuthLayout>
  )
}
