import { useSearch } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { ButtonLink } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { LoadingScreen } from "../../../components/ui/loading-screen.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { useAuthSession } from "../../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useCheckoutStatus } from "../api/get-checkout-status.ts"
import { formatPaidAmount } from "../state/format-amount.ts"
import * as styles from "./payment-screens.css.ts"
import { CheckIcon, ClockIcon } from "../../../components/ui/icons.tsx"

export const PaymentSuccessPage = () => {
  useDocumentTitle("Esito del pagamento")
  const raw = new URLSearchParams(useSearch()).get("session_id")
  const sessionId = raw === null || raw.trim() === "" ? null : raw.trim()
  // Wait for the saved session so the check carries the bearer token.
  const authReady = useAuthSession().status !== "loading"
  const status = useCheckoutStatus(sessionId, { enabled: authReady })

  const errorText =
    sessionId === null
      ? "ID sessione mancante"
      : status.isError
        ? "Errore nella verifica del pagamento"
        : null

  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="payment-title">
        {errorText !== null ? (
          <>
            <h1 id="payment-title" className={styles.title}>
              Non riusciamo a verificare il pagamento
            </h1>
            <Notice tone="error" role="alert">
              {errorText}
            </Notice>
            <p className={styles.lead}>
              Se hai completato l'acquisto, le sessioni compariranno nella dashboard appena il pagamento sarà
              confermato.
            </p>
          </>
        ) : status.data === undefined ? (
          <>
            <h1 id="payment-title" className={styles.title}>
              Esito del pagamento
            </h1>
            <LoadingScreen label="Stiamo verificando il pagamento…" />
          </>
        ) : (
          <>
            <span className={styles.icon} aria-hidden="true">
              {status.data.payment_status === "paid" ? <CheckIcon /> : <ClockIcon />}
            </span>
            <h1 id="payment-title" className={styles.title}>
              {status.data.payment_status === "paid" ? "Pagamento completato!" : "Pagamento in elaborazione"}
            </h1>
            {status.data.payment_status === "paid" ? (
              <p className={styles.lead} role="status">
                Grazie! Le tue sessioni sono già disponibili nella dashboard.
              </p>
            ) : (
              <p className={styles.lead} role="status">
                Il pagamento è in fase di elaborazione. Le sessioni saranno disponibili appena riceveremo la
                conferma: di solito bastano pochi secondi.
              </p>
            )}
            <dl className={styles.details}>
              {status.data.payment_status === "paid" ? (
                <>
                  <dt className={styles.term}>Importo</dt>
                  <dd className={styles.value}>
                    {formatPaidAmount(status.data.amount, status.data.currency)}
                  </dd>
                </>
              ) : null}
              <dt className={styles.term}>ID transazione</dt>
              <dd className={styles.value}>{sessionId}</dd>
            </dl>
          </>
        )}
        <div className={styles.actions}>
          <ButtonLink to={paths.dashboard.getHref()} fullWidth>
            Torna alla dashboard
          </ButtonLink>
        </div>
      </Card>
    </AuthLayout>
  )
}
