import { useId, type ReactNode } from "react"
import { Link } from "wouter"

import { paths } from "../../../config/paths.ts"
import * as styles from "./auth-screens.css.ts"

export type Consent = { readonly healthData: boolean; readonly adult: boolean }
export type ConsentErrors = { readonly healthData?: string | undefined; readonly adult?: string | undefined }

export const CONSENT_MISSING = "Serve il tuo consenso esplicito per creare l'account."
export const ADULT_MISSING = "Cogi è riservato a chi ha almeno 18 anni."

export const validateConsent = (consent: Consent): ConsentErrors => ({
  healthData: consent.healthData ? undefined : CONSENT_MISSING,
  adult: consent.adult ? undefined : ADULT_MISSING,
})

type Props = {
  readonly value: Consent
  readonly errors: ConsentErrors
  readonly onChange: (next: Consent) => void
}

/** GDPR art. 9(2)(a) explicit consent and the 18+ declaration (both recorded by the server, not editable later). */
export const ConsentFields = ({ value, errors, onChange }: Props) => {
  const id = useId()
  const box = (name: keyof Consent, label: ReactNode) => (
    <div>
      <label className={styles.consent} htmlFor={`${id}-${name}`}>
        <input
          id={`${id}-${name}`}
          name={name === "healthData" ? "consent_health_data" : "adult"}
          type="checkbox"
          className={styles.checkbox}
          checked={value[name]}
          aria-invalid={errors[name] !== undefined || undefined}
          aria-describedby={errors[name] !== undefined ? `${id}-${name}-error` : undefined}
          onChange={(event) => onChange({ ...value, [name]: event.target.checked })}
        />
        <span>{label}</span>
      </label>
      {errors[name] !== undefined ? (
        <p id={`${id}-${name}-error`} className={styles.consentError}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  )
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Consenso</legend>
      {box(
        "healthData",
        <>
          Acconsento al trattamento dei dati sul mio benessere emotivo (dati relativi alla salute, art. 9
          GDPR) per ricevere supporto in Cogi. Leggi{" "}
          <Link to={paths.privacy.getHref()} className={styles.strongLink}>
            come trattiamo i tuoi dati
          </Link>
          .
        </>,
      )}
      {box("adult", "Dichiaro di avere almeno 18 anni.")}
    </fieldset>
  )
}
