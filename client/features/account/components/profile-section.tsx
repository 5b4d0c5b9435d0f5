import { useSetAtom } from "jotai"
import { useState, type FormEvent } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { SelectField } from "../../../components/ui/select-field.tsx"
import { TextField } from "../../../components/ui/text-field.tsx"
import { errorMessage, type ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { PayloadOf } from "../../../lib/api-endpoints.ts"
import { userUpdatedAtom } from "../../../lib/auth/auth-store.ts"
import type { User } from "../../../lib/auth/user.ts"
import { RELATION_OPTIONS } from "../../../lib/emergency-contact-relations.ts"
import { notify } from "../../../lib/notify.ts"
import * as styles from "./account.css.ts"

const FAILED = "Non è stato possibile salvare il profilo. Riprova."

const saveProfile = (api: ApiClient, body: PayloadOf<"account.updateProfile">) =>
  api.put("account.updateProfile", "/user/profile", body)

/** Name and emergency contact: edit, or remove the contact. */
export const ProfileSection = ({ user }: { readonly user: User }) => {
  const api = useApiClient()
  const userUpdated = useSetAtom(userUpdatedAtom)
  const [name, setName] = useState(user.name)
  const [contactName, setContactName] = useState(user.emergency_contact?.name ?? "")
  const [contactPhone, setContactPhone] = useState(user.emergency_contact?.phone ?? "")
  const [relation, setRelation] = useState<string>(user.emergency_contact?.relation ?? "")
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (contact: { name: string; phone: string; relation: string }) => {
    if (name.trim() === "") return setProblem("Il nome è obbligatorio.")
    setBusy(true)
    setProblem(null)
    try {
      const updated = await saveProfile(api, {
        name: name.trim(),
        emergency_contact_name: contact.name,
        emergency_contact_phone: contact.phone,
        emergency_contact_relation: contact.relation,
      })
      userUpdated(updated)
      setContactName(updated.emergency_contact?.name ?? "")
      setContactPhone(updated.emergency_contact?.phone ?? "")
      setRelation(updated.emergency_contact?.relation ?? "")
      notify.success(
        updated.emergency_contact === null
          ? "Profilo salvato, senza contatto di emergenza."
          : "Profilo salvato.",
      )
    } catch (error) {
      setProblem(errorMessage(error, FAILED))
    } finally {
      setBusy(false)
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void save({ name: contactName, phone: contactPhone, relation })
  }

  return (
    <Card as="section" aria-labelledby="profile-title">
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <h2 id="profile-title" className={styles.sectionTitle}>
          Profilo
        </h2>
        {/* the address the account signs in with and gets its mails at (issue 28: shown nowhere before) */}
        <p className={styles.address}>
          Indirizzo email: <strong>{user.email}</strong>{" "}
          <span className={styles.muted}>
            {user.is_verified ? "(verificato)" : "(non ancora verificato)"}
          </span>
        </p>
        <TextField
          label="Nome"
          name="name"
          autoComplete="given-name"
          value={name}
          error={problem}
          onChange={(event) => setName(event.target.value)}
        />
        <p className={styles.muted}>
          Contatto di emergenza: una persona di fiducia. Viene salvato solo con nome e telefono.
        </p>
        <TextField
          label="Nome del contatto"
          name="contact-name"
          autoComplete="off"
          value={contactName}
          onChange={(event) => setContactName(event.target.value)}
        />
        <TextField
          label="Telefono del contatto"
          name="contact-phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={contactPhone}
          onChange={(event) => setContactPhone(event.target.value)}
        />
        <SelectField
          label="Relazione"
          name="contact-relation"
          options={RELATION_OPTIONS}
          value={relation}
          onChange={(event) => setRelation(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="secondary" loading={busy}>
            Salva il profilo
          </Button>
          {user.emergency_contact !== null ? (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => void save({ name: "", phone: "", relation: "" })}
            >
              Rimuovi il contatto
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  )
}
