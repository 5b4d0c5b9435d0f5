import { useState } from "react"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { RegisterForm } from "./register-form.tsx"
import { RegistrationConfirmation } from "./registration-confirmation.tsx"
import { SupportDisclaimer } from "./support-disclaimer.tsx"

/** SPEC §4 Registration: the form, then an account-created view that waits for the email check. */
export const RegisterPage = () => {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null)
  useDocumentTitle(registeredEmail === null ? "Crea il tuo account" : "Controlla la tua email")
  return (
    <AuthLayout wide>
      {registeredEmail === null ? (
        <RegisterForm onRegistered={setRegisteredEmail} />
      ) : (
        <RegistrationConfirmation email={registeredEmail} />
      )}
      <SupportDisclaimer />
    </AuthLayout>
  )
}
