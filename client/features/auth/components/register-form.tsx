import { useState, type FormEvent } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { SelectField } from "../../../components/ui/select-field.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { EmailField } from "../../../components/ui/email-field.tsx"
import { paths } from "../../../config/paths.ts"
import { errorMessage } from "../../../lib/api-client.ts"
import { prepareNewKeys } from "../../../lib/crypto/session-keys.ts"
import { RELATION_OPTIONS, relationChoiceOf } from "../../../lib/emergency-contact-relations.ts"
import { notify } from "../../../lib/notify.ts"
import { PASSWORD_MIN_LENGTH } from "../../../lib/password-rules.ts"
import { useRegister } from "../api/register.ts"
import { signedUpEmail } from "../state/signed-up-email.ts"
import {
  emptyRegisterValues,
  generateEncryptionSalt,
  isContactIncomplete,
  toRegisterInput,
  validateRegister,
  type FieldErrors,
  type RegisterValues,
} from "../state/auth-form-validation.ts"
import * as styles from "./auth-screens.css.ts"
import { ConsentFields, validateConsent, type Consent, type ConsentErrors } from "./consent-fields.tsx"
import { PrivacyNotice } from "./privacy-notice.tsx"

type Field = keyof RegisterValues

type RegisterFormProps = {
  readonly onRegistered: (registered: { readonly email: string; readonly recoveryKey: string }) => void
}

export const RegisterForm = ({ onRegistered }: RegisterFormProps) => {
  const registerMutation = useRegister()
  const [preparing, setPreparing] = useState(false)
  const [consent, setConsent] = useState<Consent>({ healthData: false, adult: false })
  const [consentErrors, setConsentErrors] = useState<ConsentErrors>({})
  const [values, setValues] = useState<RegisterValues>(emptyRegisterValues)
  const [errors, setErrors] = useState<FieldErrors<Field>>({})

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateRegister(values)
    setErrors(found)
    const consentFound = validateConsent(consent)
    setConsentErrors(consentFound)
    const firstInvalid = Object.keys(found).find((key) => found[key as Field] !== undefined)
    if (firstInvalid !== undefined) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus()
      return
    }
    if (consentFound.healthData !== undefined || consentFound.adult !== undefined) {
      const name = consentFound.healthData !== undefined ? "consent_health_data" : "adult"
      event.currentTarget.querySelector<HTMLElement>(`[name="${name}"]`)?.focus()
      return
    }
    // DESIGN §6: the data key is made here, in the browser; the server receives it only wrapped
    setPreparing(true)
    const keys = await prepareNewKeys(values.password).finally(() => setPreparing(false))
    const input = {
      ...toRegisterInput(values, generateEncryptionSalt()),
      keys: keys.envelope,
      consent_health_data: true,
      adult: true,
    }
    registerMutation.mutate(input, {
      // The answer is the same whether the address is new or not: the mail says what comes next. The data key
      // stays wrapped on the server; signing in with the password after the check opens it.
      onSuccess: () => {
        signedUpEmail.write(input.email.trim())
        onRegistered({ email: input.email.trim(), recoveryKey: keys.recoveryKey })
      },
      onError: (error) =>
        notify.error(errorMessage(error, "Errore durante la registrazione"), { long: true }),
    })
  }

  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update(name, event.target.value),
  })

  return (
    <Card as="section" aria-labelledby="register-title">
      <div className={styles.heading}>
        <h1 id="register-title" className={styles.title}>
          Crea il tuo account
        </h1>
        <p className={styles.subtitle}>Bastano pochi dati per iniziare. Le prime 3 sessioni sono gratuite.</p>
      </div>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField label="Nome" autoComplete="given-name" required error={errors.name} {...field("name")} />
        <EmailField error={errors.email} {...field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`Almeno ${PASSWORD_MIN_LENGTH} caratteri. Protegge la chiave che cifra i tuoi messaggi: custodiscila con cura.`}
          error={errors.password}
          {...field("password")}
        />
        <TextField
          label="Nome del tuo assistente"
          autoComplete="off"
          maxLength={50}
          optional
          hint="Puoi chiamarlo come preferisci e cambiarlo in seguito. Se lo lasci vuoto si chiamerà Cogi."
          {...field("aiName")}
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Contatto di emergenza</legend>
          <p className={styles.fieldsetIntro}>
            Facoltativo. Una persona di fiducia da contattare se ne avessi bisogno. Viene salvato solo se
            inserisci sia il nome sia il telefono.
          </p>
          <div className={styles.twoColumns}>
            <TextField label="Nome del contatto" autoComplete="off" {...field("contactName")} />
            <TextField
              label="Telefono del contatto"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              error={errors.contactPhone}
              {...field("contactPhone")}
            />
          </div>
          <SelectField
            label="Relazione"
            options={RELATION_OPTIONS}
            name="contactRelation"
            value={values.contactRelation}
            onChange={(event) => update("contactRelation", relationChoiceOf(event.target.value))}
          />
          {isContactIncomplete(values) ? (
            <Notice tone="warning" role="status">
              Per salvare il contatto di emergenza servono sia il nome sia il telefono.
            </Notice>
          ) : null}
        </fieldset>
        <PrivacyNotice />
        <ConsentFields
          value={consent}
          errors={consentErrors}
          onChange={(next) => {
            setConsent(next)
            setConsentErrors((current) => ({
              healthData: next.healthData ? undefined : current.healthData,
              adult: next.adult ? undefined : current.adult,
            }))
          }}
        />
        <Button type="submit" fullWidth loading={registerMutation.isPending || preparing}>
          {registerMutation.isPending || preparing ? "Creazione dell'account…" : "Crea account"}
        </Button>
      </form>
      <p className={styles.alternate}>
        Hai già un account?{" "}
        <Link to={paths.login.getHref()} className={styles.strongLink}>
          Accedi
        </Link>
      </p>
    </Card>
  )
}
