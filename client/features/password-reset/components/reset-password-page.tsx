import { useState } from "react"
import { useSearch } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { RecoveryKeyPanel } from "../../../components/keys/recovery-key-panel.tsx"
import { ButtonLink } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { LoadingScreen } from "../../../components/ui/loading-screen.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useResetKeys } from "../api/reset-password.ts"
import { MISSING_TOKEN, RESET_FAILED, tokenFromSearch } from "../state/reset-form.ts"
import { ResetPasswordForm, type ResetDone } from "./reset-password-form.tsx"
import * as styles from "./reset-password.css.ts"
import { CheckIcon } from "../../../components/ui/icons.tsx"

const DONE_FALLBACK = "Password aggiornata. Ora puoi accedere con la nuova password."

const InvalidLink = ({ message, retry }: { readonly message: string; readonly retry: boolean }) => (
  <>
    <div className={styles.heading}>
      <h1 id="reset-title" className={styles.title}>
        Link non valido
      </h1>
    </div>
    <Notice tone="error" role="alert">
      {message}
    </Notice>
    {retry ? (
      <ButtonLink to={paths.forgotPassword.getHref()} fullWidth>
        Richiedi un nuovo link
      </ButtonLink>
    ) : null}
    <ButtonLink to={paths.login.getHref()} variant={retry ? "secondary" : "primary"} fullWidth>
      Vai al login
    </ButtonLink>
  </>
)

const Done = ({ done }: { readonly done: ResetDone }) => {
  const [savedKey, setSavedKey] = useState(done.newRecoveryKey === null)
  return (
    <>
      <span className={styles.statusIcon} aria-hidden="true">
        <CheckIcon />
      </span>
      <h1 id="reset-title" className={`${styles.title} ${styles.centered}`}>
        Nuova password salvata
      </h1>
      <Notice tone="success" role="status">
        {done.message.trim() !== "" ? done.message : DONE_FALLBACK}{" "}
        {done.keptHistory
          ? "Le tue conversazioni restano leggibili."
          : "Le conversazioni di prima restano chiuse; quelle nuove saranno protette da una nuova chiave."}
      </Notice>
      {savedKey ? (
        <ButtonLink to={paths.login.getHref()} fullWidth>
          Vai al login
        </ButtonLink>
      ) : (
        <RecoveryKeyPanel
          recoveryKey={done.newRecoveryKey ?? ""}
          confirmLabel="Continua"
          onConfirmed={() => setSavedKey(true)}
        />
      )}
    </>
  )
}

/** /reset-password?token=…: the page the reset e-mail links to, sent by the user or an administrator (public). */
export const ResetPasswordPage = () => {
  useDocumentTitle("Nuova password")
  const token = tokenFromSearch(useSearch())
  const resetKeys = useResetKeys(token)
  const [done, setDone] = useState<ResetDone | null>(null)
  if (token !== null && resetKeys.isPending && done === null) return <LoadingScreen />
  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="reset-title">
        {token === null ? (
          <InvalidLink message={MISSING_TOKEN} retry={false} />
        ) : done !== null ? (
          <Done done={done} />
        ) : resetKeys.data === undefined ? (
          <InvalidLink message={errorMessage(resetKeys.error, RESET_FAILED)} retry />
        ) : (
          <ResetPasswordForm token={token} resetKeys={resetKeys.data} onDone={setDone} />
        )}
      </Card>
    </AuthLayout>
  )
}
