import { useState, type FormEvent } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import { EmailField } from "../../../components/ui/email-field.tsx"
import { notify } from "../../../lib/notify.ts"
import {
  resendVerificationErrorMessage,
  useResendVerification,
} from "../../../lib/auth/resend-verification.ts"
import * as styles from "./auth-screens.css.ts"

/** Error and expired verification states: ask for a new link (the email is required). */
export const ResendVerificationForm = () => {
  const resend = useResendVerification()
  const [email, setEmail] = useState("")
  const [error, setError] = useState<string | null>(null)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const trimmed = email.trim()
    if (trimmed === "") {
      setError("Inserisci il tuo indirizzo email")
      return
    }
    setError(null)
    resend.mutate(trimmed, {
      onSuccess: () => notify.success("Email di verifica inviata nuovamente!"),
      onError: (failure) => notify.error(resendVerificationErrorMessage(failure), { long: true }),
    })
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="resend-title">
      <h2 id="resend-title">Richiedi un nuovo link</h2>
      <EmailField
        value={email}
        onChange={(event) => {
          setEmail(event.target.value)
          if (error !== null) setError(null)
        }}
        error={error}
      />
      {resend.isSuccess ? (
        <Notice tone="success" role="status">
          Email di verifica inviata nuovamente! Controlla la tua casella di posta.
        </Notice>
      ) : null}
      <ProblemNotice problem={resend.isError ? resendVerificationErrorMessage(resend.error) : null} />
      <Button type="submit" fullWidth disabled={email.trim() === ""} loading={resend.isPending}>
        {resend.isPending ? "Invio in corso…" : "Invia di nuovo l'email di verifica"}
      </Button>
    </form>
  )
}
