import { Effect } from "effect"
import {
  type AdminUserProtected,
  type AssistantNameEmpty,
  type ConsentRequired,
  type DataKeyMismatch,
  type DataKeyRotationRequired,
  type KeyEnvelopeInvalid,
  type KeyEnvelopeMissing,
  type KeysAlreadyStored,
  type PasswordResetNotAllowed,
  type PasswordResetTokenExpired,
  PasswordResetTokenInvalid,
  type PasswordTooShort,
  type UserEmailInvalid,
  type UserError,
  type UserNameEmpty,
  type VerificationResendTooSoon,
  type VerificationTokenExpired,
  VerificationTokenInvalid,
} from "../../domain/user/user-errors.ts"
import type {
  EmailMissing,
  EmergencyContactRelationInvalid,
  EncryptionSaltInvalid,
  InvalidCredentials,
  WrongPassword,
} from "../../commands/accounts/account-errors.ts"
import { conditionCode } from "../condition-code.ts"
import {
  Conflict,
  Forbidden,
  RateLimitedError,
  Unauthorized,
  ValidationError,
} from "../../contract/errors.ts"

/** Italian user-facing text for each user error; SPEC.md §5/§8 wording wherever SPEC gives one. */
export const userErrorText = (error: UserError | PasswordTooShort): string => {
  switch (error._tag) {
    case "UserAlreadyRegistered":
      return "Esiste già un account con questi dati."
    case "UserNameEmpty":
      return "Il nome è obbligatorio."
    case "UserEmailInvalid":
      return "Inserisci un indirizzo email valido."
    case "PasswordTooShort":
      return `La password deve essere di almeno ${error.minLength} caratteri`
    case "UserNotFound":
      return "Utente non trovato."
    case "EmailAlreadyVerified":
      return "L'email è già stata verificata."
    case "VerificationResendTooSoon":
      return "Aspetta 5 minuti prima di richiedere un'altra email di verifica"
    case "VerificationTokenInvalid":
    case "VerificationTokenExpired":
      return "Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica."
    case "AssistantNameEmpty":
      return "Il nome non può essere vuoto"
    case "PasswordResetNotAllowed":
      return error.reason === "admin"
        ? "Non è possibile reimpostare la password di un amministratore."
        : "La password può essere reimpostata solo per utenti verificati."
    case "PasswordResetTokenInvalid":
    case "PasswordResetTokenExpired":
      return "Link di reimpostazione non valido o scaduto. Richiedine uno nuovo."
    case "AdminUserProtected":
      return "Gli account amministratore non possono essere eliminati."
    case "KeyEnvelopeInvalid":
      return "Le chiavi cifrate inviate non sono valide. Ricarica la pagina e riprova."
    case "KeyEnvelopeMissing":
      return "Mancano le chiavi cifrate: ricarica la pagina e riprova."
    case "KeysAlreadyStored":
      return "Le chiavi di questo account sono già state salvate."
    case "ConsentRequired":
      return "Per creare l'account servono il consenso al trattamento dei dati sul tuo benessere emotivo e la dichiarazione di avere almeno 18 anni."
    case "DataKeyMismatch":
      return "La chiave delle conversazioni è cambiata da un altro dispositivo. Ricarica la pagina e riprova."
    case "DataKeyRotationRequired":
      return "Per proteggere le conversazioni serve una chiave nuova: ricarica la pagina e riprova."
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

/** The other Italian texts of the account endpoints (SPEC §5, §8 wording where SPEC gives one). */
export const accountTexts = {
  encryptionSaltInvalid:
    "Il sale di cifratura (encryption_salt) non è valido: deve essere la codifica base64 di esattamente 16 byte.",
  emergencyContactRelationInvalid:
    "Relazione del contatto di emergenza non valida: scegli tra amico, familiare, partner o altro.",
  signUpAccepted:
    "Ti abbiamo inviato un'email all'indirizzo indicato: apri il link che contiene per continuare. Se non la trovi, controlla anche la cartella spam.",
  invalidCredentials: "Email o password non corretti.",
  emailMissing: "Inserisci il tuo indirizzo email",
  verified: "Email verificata con successo!",
  resendAccepted:
    "Se l'indirizzo è registrato e non ancora verificato, ti abbiamo inviato una nuova email di verifica.",
  wrongPassword: "La password attuale non è corretta.",
  resetRequested:
    "Se l'indirizzo è registrato, ti abbiamo inviato un'email con il link per scegliere una nuova password. Il link vale 24 ore.",
  keysSaved: "Chiavi salvate.",
  accountDeleted:
    "Il tuo account è stato eliminato. Le conversazioni non potranno più essere lette da nessuno.",
  resendTooSoon: "Aspetta 5 minuti prima di richiedere un'altra email di verifica",
  passwordReset: "Password aggiornata. Ora puoi accedere con la nuova password.",
} as const

/** The refusals of the account use cases that answer the same on every endpoint. */
export type AccountRefusal =
  | PasswordTooShort
  | UserNameEmpty
  | UserEmailInvalid
  | KeyEnvelopeInvalid
  | KeyEnvelopeMissing
  | ConsentRequired
  | AssistantNameEmpty
  | KeysAlreadyStored
  | DataKeyMismatch
  | DataKeyRotationRequired
  | AdminUserProtected
  | PasswordResetNotAllowed
  | VerificationResendTooSoon
  | EncryptionSaltInvalid
  | EmergencyContactRelationInvalid
  | EmailMissing
  | WrongPassword
  | InvalidCredentials

/** The HTTP error class each refusal answers with (so a handler's errors stay those its endpoint declares). */
interface HttpErrorOf {
  readonly PasswordTooShort: ValidationError
  readonly UserNameEmpty: ValidationError
  readonly UserEmailInvalid: ValidationError
  readonly KeyEnvelopeInvalid: ValidationError
  readonly KeyEnvelopeMissing: ValidationError
  readonly ConsentRequired: ValidationError
  readonly AssistantNameEmpty: ValidationError
  readonly KeysAlreadyStored: Conflict
  readonly DataKeyMismatch: Conflict
  readonly DataKeyRotationRequired: Conflict
  readonly AdminUserProtected: Forbidden
  readonly PasswordResetNotAllowed: Forbidden | ValidationError
  readonly VerificationResendTooSoon: RateLimitedError
  readonly EncryptionSaltInvalid: ValidationError
  readonly EmergencyContactRelationInvalid: ValidationError
  readonly EmailMissing: ValidationError
  readonly WrongPassword: ValidationError
  readonly InvalidCredentials: Unauthorized
}

/** The HTTP face of each account refusal: its status, its code and its text. */
export const accountHttpError = <E extends AccountRefusal>(error: E): HttpErrorOf[E["_tag"]] =>
  toHttpError(error) as HttpErrorOf[E["_tag"]]

const toHttpError = (error: AccountRefusal): HttpErrorOf[AccountRefusal["_tag"]] => {
  switch (error._tag) {
    case "PasswordTooShort":
    case "UserNameEmpty":
    case "UserEmailInvalid":
    case "KeyEnvelopeInvalid":
    case "KeyEnvelopeMissing":
    case "ConsentRequired":
    case "AssistantNameEmpty":
      return new ValidationError({ code: conditionCode(error._tag), detail: userErrorText(error) })
    case "KeysAlreadyStored":
    case "DataKeyMismatch":
    case "DataKeyRotationRequired":
      return new Conflict({ code: conditionCode(error._tag), detail: userErrorText(error) })
    case "AdminUserProtected":
      return new Forbidden({ code: conditionCode(error._tag), detail: userErrorText(error) })
    case "PasswordResetNotAllowed":
      return error.reason === "admin"
        ? new Forbidden({ code: conditionCode(error._tag), detail: userErrorText(error) })
        : new ValidationError({ code: conditionCode(error._tag), detail: userErrorText(error) })
    case "VerificationResendTooSoon":
      return new RateLimitedError({
        detail: accountTexts.resendTooSoon,
        retryAfterSeconds: Math.max(1, Math.ceil(error.retryAfterSeconds)),
      })
    case "EncryptionSaltInvalid":
      return new ValidationError({
        code: conditionCode(error._tag),
        detail: accountTexts.encryptionSaltInvalid,
      })
    case "EmergencyContactRelationInvalid":
      return new ValidationError({
        code: conditionCode(error._tag),
        detail: accountTexts.emergencyContactRelationInvalid,
      })
    case "EmailMissing":
      return new ValidationError({ code: conditionCode(error._tag), detail: accountTexts.emailMissing })
    case "WrongPassword":
      return new ValidationError({ code: conditionCode(error._tag), detail: accountTexts.wrongPassword })
    case "InvalidCredentials":
      // Unknown address or wrong password: deliberately the same answer.
      return new Unauthorized({ code: conditionCode(error._tag), detail: accountTexts.invalidCredentials })
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

/** For `Effect.catchTags({ Tag: refuseAccount })`. */
export const refuseAccount = <E extends AccountRefusal>(error: E) => Effect.fail(accountHttpError(error))

/** A bad, expired or unknown verification link: one text, and nothing to learn from it. */
export const invalidVerificationToken = (error?: VerificationTokenExpired) =>
  Effect.fail(
    new ValidationError({
      code: error === undefined ? "VERIFICATION_TOKEN_INVALID" : conditionCode(error._tag),
      detail: userErrorText(new VerificationTokenInvalid()),
    }),
  )

/** A bad, expired or unknown password-reset link: one text, and nothing to learn from it. */
export const invalidResetToken = (error?: PasswordResetTokenExpired) =>
  Effect.fail(
    new ValidationError({
      code: error === undefined ? "PASSWORD_RESET_TOKEN_INVALID" : conditionCode(error._tag),
      detail: userErrorText(new PasswordResetTokenInvalid()),
    }),
  )
