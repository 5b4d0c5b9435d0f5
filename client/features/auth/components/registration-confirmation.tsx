import { useEffect, useRef } from "react"

import { Button, ButtonLink } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import { paths } from "../../../config/paths.ts"
import { notify } from "../../../lib/notify.ts"
import {
  resendVerificationErrorMessage,
  useResendVerification,
} from "../../../lib/auth/resend-verification.ts"
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
      onSuccess: () => notify.success("Richiesta inviata: controlla la tua email."),
      onError: (error) => notify.error(resendVerificationErrorMessage(error), { long: true }),
    })

  return (
    <Card as="section" aria-labelledby="confirmation-title">
      <span className={styles.statusIcon} aria-hidden="true">
        <MailIcon />
      </span>
      <div className={`${styles.heading} ${styles.centered}`}>
        <h1 id="confirmation-title" ref={headingRef} tabIndex={-1} className={styles.title}>
          Controlla la tua email
        </h1>
        <p className={styles.subtitle}>
          Ti abbiamo scritto all'indirizzo <span className={styles.emailHighlight}>{email}</span>
        </p>
      </div>
      <div className={styles.form}>
        <h2>Come continuare</h2>
        <ol className={styles.steps}>
          <li>
            Apri la casella di posta di <span className={styles.emailHighlight}>{email}</span> e cerca l'email
            di Cogi: se non la trovi, guarda anche nelle cartelle spam e promozioni.
          </li>
          <li>Clicca sul link per confermare il tuo indirizzo.</li>
          <li>
            Accedi con la tua email e la password che hai scelto: si apriranno anche le tue conversazioni.
          </li>
        </ol>
        <p className={styles.subtitle}>
          Hai già un account con questo indirizzo? Nell'email trovi come accedere o reimpostare la password.
        </p>
      </div>
      {resend.isSuccess ? (
        <Notice tone="success" role="status">
          Se l'indirizzo è in attesa di conferma, ti abbiamo inviato una nuova email di verifica.
        </Notice>
      ) : null}
      <ProblemNotice problem={resend.isError ? resendVerificationErrorMessage(resend.error) : null} />
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
