import { useState, type FormEvent } from "react"
import { Link } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { EmailField } from "../../../components/ui/email-field.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useForgotPassword } from "../api/forgot-password.ts"
import * as styles from "./reset-password.css.ts"

const EMAIL_MISSING = "Inserisci il tuo indirizzo email"
const REQUEST_FAILED = "Non è stato possibile inviare l'email. Riprova più tardi."

/** /forgot-password: "Password dimenticata?" from /login; the mail links to /reset-password. */
export const ForgotPasswordPage = () => {
  useDocumentTitle("Password dimenticata")
  const request = useForgotPassword()
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (email.trim() === "") return setError(EMAIL_MISSING)
    request.mutate(email.trim(), {
      onSuccess: (response) => setSent(response.message),
      onError: (failure) => setError(errorMessage(failure, REQUEST_FAILED)),
    })
  }

  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="forgot-title">
        <div className={styles.heading}>
          <h1 id="forgot-title" className={styles.title}>
            Password dimenticata?
          </h1>
          <p className={styles.subtitle}>
            Ti mandiamo un link per sceglierne una nuova. Per continuare a leggere le conversazioni di prima
            ti servirà la chiave di recupero che hai salvato alla registrazione.
          </p>
        </div>
        {sent !== null ? (
          <Notice tone="success" role="status">
            {sent}
          </Notice>
        ) : (
          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <EmailField
              value={email}
              error={error}
              onChange={(event) => {
                setEmail(event.target.value)
                setError(null)
              }}
            />
            <Button type="submit" fullWidth loading={request.isPending}>
              {request.isPending ? "Invio…" : "Inviami il link"}
            </Button>
          </form>
        )}
        <p className={styles.alternate}>
          <Link to={paths.login.getHref()}>Torna alla pagina di login</Link>
        </p>
      </Card>
    </AuthLayout>
  )
}
