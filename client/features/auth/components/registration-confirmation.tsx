import { useEffect, useRef } from "react"

import { Button, ButtonLink } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { notify } from "../../../lib/notify.ts"
import { resendVerificationErrorMessage, useResendVerification } from "../api/resend-verification.ts"
import * as styles from "./auth-screens.css.ts"
import { MailIcon } from "../../../components/ui/icons.tsx"

export const RegistrationConfirmation = ({ email }: { readonly email: string }) => {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const resend = useResendVerification()

  // The form just disappeared: move focus (and the view) to the news.
  useEffect(() => {
    window.scrollTo({ top: 0 })
    headingRef.current?.focus()
  }, [])

  const onResend = () =>
    resend.mutate(email, {
      onSuccess: () => notify.success("Email di verifica inviata nuovamente!"),
      onError: (error) => notify.error(resendVerificationErrorMessage(error), { long: true }),
    })

  return (
    <Card as="section" aria-labelledby="confirmation-title">
      <span className={styles.statusIcon} aria-hidden="true">
        <MailIcon />
      </span>
      <div className={`${styles.heading} ${styles.centered}`}>
        <h1 id="confirmation-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          Account creato!
        </h1>
        <p className={styles.subtitle}>
          Ti abbiamo inviato un'email di verifica all'indirizzo{" "}
          <span className={styles.emailHighlight}>{email}</span>
        </p>
      </div>
      <div className={styles.form}>
        <h2>Come attivare l'account</h2>
        <ol className={styles.steps}>
          <li>
            Apri la casella di posta di <span className={styles.emailHighlight}>{email}</span>.
          </li>
          <li>Cerca l'email di Cogi: se non la trovi, controlla anche le cartelle spam e promozioni.</li>
          <li>Clicca sul link di verifica contenuto nell'email.</li>
          <li>Torna su Cogi e inizia la tua prima sessione.</li>
        </ol>
      </div>
      {resend.isSuccess ? (
        <Notice tone="success" role="status">
          Ti abbiamo inviato una nuova email di verifica.
        </Notice>
      ) : null}
      {resend.isError ? (
        <Notice tone="error" role="alert">
          {resendVerificationErrorMessage(resend.error)}
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" fullWidth loading={resend.isPending} onClick={onResend}>
          {resend.isPending ? "Invio in corso…" : "Invia di nuovo l'email di verifica"}
        </Button>
        <ButtonLink to={paths.login.getHref()} variant="ghost" fullWidth>
          Vai al login
        </ButtonLink>
      </div>
    </Card>
  )
}
