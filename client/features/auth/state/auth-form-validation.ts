import type { RelationChoice } from "../../../lib/emergency-contact-relations.ts"
import type { RegisterInput } from "../api/register.ts"

import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "../../../lib/password-rules.ts"

export const DEFAULT_AI_NAME = "Cogi"

export type FieldErrors<K extends string> = Partial<Record<K, string>>

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const validateEmail = (email: string): string | null => {
  const trimmed = email.trim()
  if (trimmed === "") return "Inserisci il tuo indirizzo email"
  if (!EMAIL_PATTERN.test(trimmed)) return "Inserisci un indirizzo email valido, ad esempio nome@esempio.it"
  return null
}

export type LoginValues = { readonly email: string; readonly password: string }

export const validateLogin = (values: LoginValues): FieldErrors<keyof LoginValues> => {
  const errors: FieldErrors<keyof LoginValues> = {}
  const email = validateEmail(values.email)
  if (email !== null) errors.email = email
  if (values.password === "") errors.password = "Inserisci la password"
  return errors
}

export type RegisterValues = {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly aiName: string
  readonly contactName: string
  readonly contactPhone: string
  readonly contactRelation: RelationChoice
}

export const emptyRegisterValues: RegisterValues = {
  name: "",
  email: "",
  password: "",
  aiName: DEFAULT_AI_NAME,
  contactName: "",
  contactPhone: "",
  contactRelation: "",
}

const PHONE_PATTERN = /^\+?[0-9\s().-]+$/

export const validateRegister = (values: RegisterValues): FieldErrors<keyof RegisterValues> => {
  const errors: FieldErrors<keyof RegisterValues> = {}
  if (values.name.trim() === "") errors.name = "Inserisci il tuo nome"
  const email = validateEmail(values.email)
  if (email !== null) errors.email = email
  if (values.password === "") errors.password = "Scegli una password"
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = PASSWORD_TOO_SHORT
  const phone = values.contactPhone.trim()
  const digits = phone.replace(/\D/g, "").length
  if (phone !== "" && (!PHONE_PATTERN.test(phone) || digits < 6 || digits > 15)) {
    errors.contactPhone = "Inserisci un numero di telefono valido (cifre, spazi e l'eventuale prefisso +39)"
  }
  return errors
}

/** True when only half of the emergency contact is filled: it would not be saved. */
export const isContactIncomplete = (values: RegisterValues): boolean =>
  (values.contactName.trim() === "") !== (values.contactPhone.trim() === "")

/** The request body: AI name defaults to Cogi; the contact goes only when name and phone are both present. */
export const toRegisterInput = (values: RegisterValues, encryptionSalt: string): RegisterInput => {
  const aiName = values.aiName.trim()
  const contactName = values.contactName.trim()
  const contactPhone = values.contactPhone.trim()
  const base: RegisterInput = {
    name: values.name.trim(),
    email: values.email.trim(),
    password: values.password,
    ai_name: aiName === "" ? DEFAULT_AI_NAME : aiName,
    encryption_salt: encryptionSalt,
  }
  if (contactName === "" || contactPhone === "") return base
  return {
    ...base,
    emergency_contact_name: contactName,
    emergency_contact_phone: contactPhone,
    ...(values.contactRelation !== "" ? { emergency_contact_relation: values.contactRelation } : {}),
  }
}

/** 16 random bytes, base64: the per-user salt of the message-encryption key (DESIGN §6). */
export const generateEncryptionSalt = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
