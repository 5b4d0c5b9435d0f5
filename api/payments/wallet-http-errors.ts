import type { CodeGrant } from "../../domain/wallet/wallet-events.ts"
import type { WalletError } from "../../domain/wallet/wallet-errors.ts"

export const walletErrorText = (error: WalletError): string => {
  switch (error._tag) {
    case "NoCreditsAvailable":
      return "Non hai sessioni disponibili. Acquista una sessione o un abbonamento per continuare."
    case "UnknownDiscountCode":
      return "Codice sconto non valido."
    case "CodeAlreadyRedeemed":
      return "Hai già utilizzato questo codice sconto."
    case "DiscountCodeEmpty":
      return "Inserisci un codice sconto"
    case "CreditReservationNotFound":
      return "Nessuna sessione da conteggiare per questa chat."
    case "CreditAlreadyConsumed":
      return "La sessione è già stata conteggiata."
    case "SubscriptionNotFound":
      return "Abbonamento non trovato."
    case "NoActiveSubscription":
      return "Non hai un abbonamento attivo da gestire."
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

/** The success text of POST /discount/redeem. Dates are formatted (it-IT) by the caller. */
export const discountRedeemedText = (grant: CodeGrant, formatDate: (instant: string) => string): string => {
  if (grant._tag === "Credits") {
    const sessions = grant.credits === 1 ? "1 sessione" : `${grant.credits} sessioni`
    return `Codice riscattato! Hai ricevuto ${sessions}.`
  }
  return grant.until === null
    ? "Codice riscattato! Accesso illimitato permanente attivo."
    : `Codice riscattato! Accesso illimitato attivo fino al ${formatDate(grant.until)}.`
}
