import type { ChatError } from "./chat-errors.ts"

/** Italian user-facing text for each chat error; SPEC.md §8 wording wherever SPEC gives one. */
export const chatErrorMessage = (error: ChatError): string => {
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
