import { useState } from "react"

import { RecoveryKeyPanel } from "../../../components/keys/recovery-key-panel.tsx"
import { Card } from "../../../components/ui/card.tsx"
import * as styles from "./auth-screens.css.ts"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { RegisterForm } from "./register-form.tsx"
import { RegistrationConfirmation } from "./registration-confirmation.tsx"
import { SupportDisclaimer } from "./support-disclaimer.tsx"

type Step =
  | { readonly step: "form" }
  | { readonly step: "recovery-key"; readonly email: string; readonly recoveryKey: string }
  | { readonly step: "check-email"; readonly email: string }

/**
 * SPEC §4 Registration: the form; then the recovery key, shown once (DESIGN §6); then "Controlla la tua email",
 * which waits for the mail. The server answers a sign-up the same whether the address is new or already has an
 * account (issue 13), so these screens never say which: the mail does.
 */
export const RegisterPage = () => {
  const [state, setState] = useState<Step>({ step: "form" })
  useDocumentTitle(
    state.step === "form"
      ? "Crea il tuo account"
      : state.step === "recovery-key"
        ? "La tua chiave di recupero"
        : "Controlla la tua email",
  )
  return (
    <AuthLayout wide>
      {state.step === "form" ? (
        <RegisterForm onRegistered={(done) => setState({ step: "recovery-key", ...done })} />
      ) : state.step === "recovery-key" ? (
        <Card as="section" aria-labelledby="recovery-title">
          <div className={styles.heading}>
            <h1 id="recovery-title" className={styles.title}>
              Salva la tua chiave di recupero
            </h1>
          </div>
          <RecoveryKeyPanel
            recoveryKey={state.recoveryKey}
            confirmLabel="Continua"
            onConfirmed={() => setState({ step: "check-email", email: state.email })}
          />
        </Card>
      ) : (
        <RegistrationConfirmation email={state.email} />
      )}
      <SupportDisclaimer />
    </AuthLayout>
  )
}
