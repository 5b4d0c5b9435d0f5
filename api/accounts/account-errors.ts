import { Schema } from "effect"

/*
 * Refusals of the accounts application service that are not domain rules (those live in domain/user):
 * checks on the request and on who is asking. The handlers map each to an HTTP error with Italian text.
 */

export class EncryptionSaltInvalid extends Schema.TaggedError<EncryptionSaltInvalid>()(
  "EncryptionSaltInvalid",
  {},
) {}

export class EmergencyContactRelationInvalid extends Schema.TaggedError<EmergencyContactRelationInvalid>()(
  "EmergencyContactRelationInvalid",
  { relation: Schema.String },
) {}

/** The address already belongs to an account (checked case-insensitively, also by the users table). */
export class EmailTaken extends Schema.TaggedError<EmailTaken>()("EmailTaken", {}) {}

/** Unknown address or wrong password: deliberately the same error. */
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {}) {}

export class EmailMissing extends Schema.TaggedError<EmailMissing>()("EmailMissing", {}) {}

/** Italian texts (SPEC §5, §8 wording where SPEC gives one). */
export const accountMessages = {
  encryptionSaltInvalid:
    "Il sale di cifratura (encryption_salt) non è valido: deve essere la codifica base64 di esattamente 16 byte.",
  emergencyContactRelationInvalid:
    "Relazione del contatto di emergenza non valida: scegli tra amico, familiare, partner o altro.",
  emailTaken: "Esiste già un account con questa email.",
  invalidCredentials: "Email o password non corretti.",
  tooManyLogins: "Troppi tentativi di accesso. Riprova tra qualche minuto.",
  tooManySignUps: "Troppe registrazioni in poco tempo. Riprova più tardi.",
  emailMissing: "Inserisci il tuo indirizzo email",
  verified: "Email verificata con successo!",
  resendAccepted:
    "Se l'indirizzo è registrato e non ancora verificato, ti abbiamo inviato una nuova email di verifica.",
  resendTooSoon: "Aspetta 5 minuti prima di richiedere un'altra email di verifica",
} as const
