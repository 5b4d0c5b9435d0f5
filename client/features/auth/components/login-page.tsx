import { useSetAtom } from "jotai"
import { useState, type FormEvent } from "react"
import { Link, useLocation } from "wouter"

import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { EmailField } from "../../../components/ui/email-field.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { signedInAtom } from "../../../lib/auth/auth-store.ts"
import { signInGreetingAtom } from "../../../lib/auth/sign-in-greeting.ts"
import { keyUnlockedAtom, pendingRecoveryKeyAtom } from "../../../lib/crypto/keyring-atom.ts"
import { unlockWithPassword } from "../../../lib/crypto/session-keys.ts"
import { notify } from "../../../lib/notify.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import { useLogin } from "../api/login.ts"
import { signedUpEmail } from "../state/signed-up-email.ts"
import { validateLogin, type FieldErrors, type LoginValues } from "../state/auth-form-validation.ts"
import * as styles from "./auth-screens.css.ts"
import { SupportDisclaimer } from "./support-disclaimer.tsx"

export const LoginPage = () => {
  useDocumentTitle("Accedi")
  const [, navigate] = useLocation()
  const signIn = useSetAtom(signedInAtom)
  const keyUnlocked = useSetAtom(keyUnlockedAtom)
  const showRecoveryKey = useSetAtom(pendingRecoveryKeyAtom)
  const greet = useSetAtom(signInGreetingAtom)
  const api = useApiClient()
  const loginMutation = useLogin()
  const [unlocking, setUnlocking] = useState(false)
  // after a sign-up on this browser, the address is filled in (the verification link leads here)
  const [values, setValues] = useState<LoginValues>(() => ({ email: signedUpEmail.read(), password: "" }))
  const [errors, setErrors] = useState<FieldErrors<keyof LoginValues>>({})

  const update = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateLogin(values)
    setErrors(found)
    if (Object.values(found).some((message) => message !== undefined)) return
    const password = values.password
    loginMutation.mutate(
      { email: values.email.trim(), password },
      {
        onSuccess: async (response) => {
          signIn({ response })
          signedUpEmail.clear()
          // DESIGN §6: the password opens the data key once, here; only the key is kept, never the password
          setUnlocking(true)
          try {
            const unlocked = await unlockWithPassword(api, password)
            await keyUnlocked({
              userId: response.user.id,
              keyId: unlocked.keyId,
              key: unlocked.key,
              previousKeys: unlocked.previousKeys,
            })
            if (unlocked.recoveryKey !== null) showRecoveryKey(unlocked.recoveryKey)
          } catch {
            // the unlock prompt on the next screen asks again
          } finally {
            setUnlocking(false)
          }
          // the dashboard's own greeting says it (a toast would cover it on a phone); the panel says why it opens
          greet(response.first_login === true ? "first" : "again")
          if (response.user.is_admin) {
            notify.info("Accesso amministratore: ti portiamo al pannello di amministrazione.")
            navigate(paths.admin.getHref(), { replace: true })
          } else {
            navigate(paths.dashboard.getHref(), { replace: true })
          }
        },
        onError: (error) => notify.error(errorMessage(error, "Errore durante il login")),
      },
    )
  }

  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="login-title">
        <div className={styles.heading}>
          <h1 id="login-title" className={styles.title}>
            Accedi a Cogi
          </h1>
          <p className={styles.subtitle}>Riprendi le tue conversazioni da dove le hai lasciate.</p>
        </div>
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <EmailField
            value={values.email}
            onChange={(event) => update("email")(event.target.value)}
            error={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            onChange={(event) => update("password")(event.target.value)}
            error={errors.password}
          />
          <Button type="submit" fullWidth loading={loginMutation.isPending || unlocking}>
            {loginMutation.isPending || unlocking ? "Accesso in corso…" : "Accedi"}
          </Button>
        </form>
        <p className={styles.alternate}>
          <Link to={paths.forgotPassword.getHref()} className={styles.strongLink}>
            Password dimenticata?
          </Link>
        </p>
        <p className={styles.alternate}>
          Primo accesso?{" "}
          <Link to={paths.register.getHref()} className={styles.strongLink}>
            Crea il tuo account
          </Link>
        </p>
      </Card>
      <SupportDisclaimer />
    </AuthLayout>
  )
}
