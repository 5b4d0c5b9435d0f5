import type { ChatError } from "../../domain/chat/chat-errors.ts"
import type { NoCreditsAvailable } from "../../domain/wallet/wallet-errors.ts"
import { conditionCode } from "../condition-code.ts"
import { Conflict, Forbidden, NotFound, ValidationError } from "../../contract/errors.ts"
import { noCredits } from "./message-validation.ts"
import { answerRefusals } from "../refusals.ts"

/** Italian user-facing text for each chat error; SPEC.md §8 wording wherever SPEC gives one. */
export const chatErrorText = (error: ChatError): string => {
  switch (error._tag) {
    case "ChatNotFound":
      return "Sessione non trovata."
    case "ChatAlreadyExists":
      return "Errore nella creazione della sessione"
    case "SessionNotStarted":
      return "La sessione non è ancora iniziata: scrivi il primo messaggio per iniziarla."
    case "SessionAlreadyStarted":
      return "La sessione è già iniziata."
    case "SessionEnded":
      return "⏰ La sessione è terminata. I 30 minuti sono scaduti."
    case "AddressNotVerified":
      return (
        "Prima di iniziare la tua prima sessione conferma il tuo indirizzo email: ti abbiamo inviato un link. " +
        "Non lo trovi? Puoi chiederne uno nuovo dalla dashboard."
      )
    case "ReplyNotExpected":
      return "Questa risposta non corrisponde a nessun messaggio in attesa: non è stata salvata. Ricarica la conversazione."
    case "SessionNotExtendable":
      return error.reason === "already_extended"
        ? "La sessione è già stata estesa."
        : "Errore nell'estensione della sessione"
    case "SessionNotExpired":
      return "La sessione è ancora in corso."
    case "NextSessionNotesTooLong":
      return "Le note possono contenere al massimo 200 caratteri."
    case "ExchangeNotReplaceable":
      return error.reason === "ended"
        ? "La sessione è terminata: non puoi più rigenerare o modificare i messaggi."
        : error.reason === "reply_pending"
          ? "La risposta sta ancora arrivando: aspetta che finisca, poi riprova."
          : "Puoi rigenerare o modificare solo l'ultimo scambio della conversazione."
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

export type ChatHttpError = NotFound | Forbidden | Conflict | ValidationError

/** The HTTP face of every chat and session rule: its status, its code and the text above. */
export const toHttpError = (error: ChatError | NoCreditsAvailable): ChatHttpError => {
  switch (error._tag) {
    case "ChatNotFound":
      return new NotFound({ code: conditionCode(error._tag), detail: chatErrorText(error) })
    case "SessionEnded":
      return new Forbidden({ code: conditionCode(error._tag), detail: chatErrorText(error) })
    case "AddressNotVerified":
      return new Forbidden({ code: "EMAIL_NOT_VERIFIED", detail: chatErrorText(error) })
    case "NoCreditsAvailable":
      return noCredits()
    case "NextSessionNotesTooLong":
      return new ValidationError({ code: conditionCode(error._tag), detail: chatErrorText(error) })
    case "ChatAlreadyExists":
    case "SessionNotStarted":
    case "SessionAlreadyStarted":
    case "SessionNotExtendable":
    case "SessionNotExpired":
    case "ExchangeNotReplaceable":
    case "ReplyNotExpected":
      return new Conflict({ code: conditionCode(error._tag), detail: chatErrorText(error) })
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

/** Chat and session refusals become HTTP errors; a conflict that outlived the retries is a defect (500, logged). */
export const httpErrors = answerRefusals(toHttpError)
