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

/** Unknown address or wrong password: deliberately the same error. */
export class InvalidCredentials extends Schema.TaggedError<InvalidCredentials>()("InvalidCredentials", {}) {}

/** The signed-in user's confirmation password is wrong. */
export class WrongPassword extends Schema.TaggedError<WrongPassword>()("WrongPassword", {}) {}

export class EmailMissing extends Schema.TaggedError<EmailMissing>()("EmailMissing", {}) {}

/** Italian texts (SPEC §5, §8 wording where SPEC gives one). */
export const accountMessages = {
  encryptionSaltInvalid:
    "Il sale di cifratura (encryption_salt) non è valido: deve essere la codifica base64 di esattamente 16 byte.",
  emergencyContactRelationInvalid:
    "Relazione del contatto di emergenza non valida: scegli tra amico, familiare, partner o altro.",
  signUpAccepted:
    "Ti abbiamo inviato un'email all'indirizzo indicato: apri il link che contiene per continuare. Se non la trovi, controlla anche la cartella spam.",
  invalidCredentials: "Email o password non corretti.",
  tooManyLogins: "Troppi tentativi di accesso. Riprova tra qualche minuto.",
  tooManySignUps: "Troppe registrazioni in poco tempo. Riprova più tardi.",
  emailMissing: "Inserisci il tuo indirizzo email",
  verified: "Email verificata con successo!",
  resendAccepted:
    "Se l'indirizzo è registrato e non ancora verificato, ti abbiamo inviato una nuova email di verifica.",
  wrongPassword: "La password attuale non è corretta.",
  tooManyConfirmations: "Troppi tentativi con la password. Riprova tra qualche minuto.",
  tooManyResetRequests: "Hai chiesto troppe email di reimpostazione. Riprova tra un'ora.",
  resetRequested:
    "Se l'indirizzo è registrato, ti abbiamo inviato un'email con il link per scegliere una nuova password. Il link vale 24 ore.",
  keysSaved: "Chiavi salvate.",
  accountDeleted:
    "Il tuo account è stato eliminato. Le conversazioni non potranno più essere lette da nessuno.",
  resendTooSoon: "Aspetta 5 minuti prima di richiedere un'altra email di verifica",
} as const
