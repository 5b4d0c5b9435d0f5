import { useAtomValue, useStore } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"
import { Link, useLocation, useSearch } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { LoadingScreen } from "../../../components/ui/loading-screen.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { authSessionAtom, fetchCurrentUser, userUpdatedAtom } from "../../../lib/auth/auth-store.ts"
import { notify } from "../../../lib/notify.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useVerifyEmail } from "../api/verify-email.ts"
import {
  MISSING_TOKEN,
  VERIFIED_REDIRECT_DELAY_MS,
  verificationFromError,
  verificationFromResponse,
  type VerificationState,
  type WelcomeState,
} from "../state/verification-state.ts"
import * as styles from "./auth-screens.css.ts"
import { ResendVerificationForm } from "./resend-verification-form.tsx"
import { CheckIcon } from "../../../components/ui/icons.tsx"

export const VerifyEmailPage = () => {
  useDocumentTitle("Verifica email")
  const token = new URLSearchParams(useSearch()).get("token")
  const [, navigate] = useLocation()
  const verify = useVerifyEmail()
  const api = useApiClient()
  const store = useStore()
  const [state, setState] = useState<VerificationState>(
    token === null || token.trim() === "" ? MISSING_TOKEN : { status: "verifying" },
  )
  const started = useRef(false)

  useEffect(() => {
    // A verification token works once: never send it twice (StrictMode runs effects twice in development).
    if (started.current || token === null || token.trim() === "") return
    started.current = true
    verify.mutate(token, {
      onSuccess: (response) => {
        const next = verificationFromResponse(response)
        if (next.status === "success") notify.success("Email verificata con successo!")
        setState(next)
        // Already signed in on this device: pick up is_verified without waiting for a reload.
        if (next.status === "success" && store.get(authSessionAtom).status === "signed-in") {
          void fetchCurrentUser(api).then(
            (user) => store.set(userUpdatedAtom, user),
            () => undefined,
          )
        }
      },
      onError: (error) => {
        const next = verificationFromError(error)
        if (next.status === "expired") notify.error("Errore durante la verifica email")
        setState(next)
      },
    })
  }, [token, verify, api, store])

  // Signed in on this device already: on to the dashboard. Otherwise to the sign-in (the address filled in):
  // the password opens the data key, so signing in is the way in after the check.
  const signedIn = useAtomValue(authSessionAtom).status === "signed-in"
  const goOn = useCallback(
    (message: string) => {
      if (!signedIn) return navigate(paths.login.getHref(), { replace: true })
      const welcome: WelcomeState = { message, showWelcome: true, newUser: true }
      navigate(paths.dashboard.getHref(), { replace: true, state: welcome })
    },
    [navigate, signedIn],
  )

  const successMessage = state.status === "success" ? state.message : null
  useEffect(() => {
    if (successMessage === null) return
    const timer = window.setTimeout(() => goOn(successMessage), VERIFIED_REDIRECT_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [successMessage, goOn])

  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="verify-title">
        {state.status === "verifying" ? (
          <>
            <h1 id="verify-title" className={`${styles.title} ${styles.centered}`}>
              Verifica dell'email
            </h1>
            <LoadingScreen label="Stiamo verificando la tua email…" />
          </>
        ) : null}
        {state.status === "success" ? (
          <>
            <span className={styles.statusIcon} aria-hidden="true">
              <CheckIcon />
            </span>
            <h1 id="verify-title" className={`${styles.title} ${styles.centered}`}>
              Email verificata!
            </h1>
            <Notice tone="success" role="status">
              <p>{state.message}</p>
              <p>
                {signedIn
                  ? "Tra 5 secondi ti portiamo alla tua dashboard."
                  : "Ora accedi con la tua email e la tua password: tra 5 secondi ti portiamo alla pagina di accesso."}
              </p>
            </Notice>
            <div className={styles.actions}>
              <Button fullWidth onClick={() => goOn(state.message)}>
                {signedIn ? "Vai subito alla dashboard" : "Accedi ora"}
              </Button>
            </div>
          </>
        ) : null}
        {state.status === "error" || state.status === "expired" ? (
          <>
            <h1 id="verify-title" className={`${styles.title} ${styles.centered}`}>
              {state.status === "expired" ? "Link scaduto" : "Verifica non riuscita"}
            </h1>
            <Notice tone={state.status === "expired" ? "warning" : "error"} role="alert">
              {state.message}
            </Notice>
            <ResendVerificationForm />
          </>
        ) : null}
        <p className={styles.alternate}>
          <Link to={paths.login.getHref()}>Torna alla pagina di login</Link>
        </p>
      </Card>
    </AuthLayout>
  )
}
