import type { PasswordTooShort, UserError } from "./user-errors.ts"

/** Italian user-facing text for each user error; SPEC.md §5/§8 wording wherever SPEC gives one. */
export const userErrorMessage = (error: UserError | PasswordTooShort): string => {
  switch (error._tag) {
    case "UserAlreadyRegistered":
      return "Esiste già un account con questi dati."
    case "UserNameEmpty":
      return "Il nome è obbligatorio."
    case "UserEmailInvalid":
      return "Inserisci un indirizzo email valido."
    case "PasswordTooShort":
      return "La password deve essere di almeno 6 caratteri"
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
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}
