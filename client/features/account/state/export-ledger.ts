import type { DataExportResponse } from "../../../../contract/account.ts"

type LedgerLine = DataExportResponse["credit_ledger"][number]

/** Where a session's credit came from, as a person says it. */
const SOURCES: Record<string, string> = {
  free: "una delle sessioni gratuite",
  subscription: "dall'abbonamento",
  purchased: "una delle sessioni acquistate",
  unlimited: "con l'accesso illimitato",
  waived: "senza addebito",
}

const sessions = (count: unknown) => {
  const n = typeof count === "number" ? count : 0
  return `${n} ${n === 1 ? "sessione" : "sessioni"}`
}

const text = (value: unknown) => (typeof value === "string" ? value : "")

/**
 * One line of the credit ledger in plain Italian ("3 sessioni gratuite ricevute il …", "Sessione usata il …"),
 * for the Markdown of the export; `dateIt` formats an instant on the Rome clock. An event this version does not
 * know is still listed, by its date, never as raw data.
 */
export const ledgerLineIt = (line: LedgerLine, dateIt: (iso: string) => string): string => {
  const d = line.details
  const on = `il ${dateIt(line.at)}`
  const until = (iso: unknown) => (typeof iso === "string" ? ` fino al ${dateIt(iso)}` : "")
  const source = SOURCES[text(d.source)] ?? ""
  const from = source === "" ? "" : ` (${source})`
  switch (line.type) {
    case "FreeSessionsGranted":
      return d.count === 1
        ? `1 sessione gratuita ricevuta ${on}`
        : `${sessions(d.count)} gratuite ricevute ${on}`
    case "CreditsPurchased":
      return d.credits === 1 ? `1 sessione acquistata ${on}` : `${sessions(d.credits)} acquistate ${on}`
    case "SubscriptionActivated":
      return `Abbonamento attivato ${on}: ${sessions(d.sessions)}${until(d.expiresAt)}`
    case "SubscriptionRenewed":
      return `Abbonamento rinnovato ${on}: ${sessions(d.sessions)}${until(d.expiresAt)}`
    case "SubscriptionCancelled":
      return `Abbonamento disdetto ${on}: non si rinnoverà`
    case "CodeRedeemed": {
      const grant = (d.grant ?? {}) as { _tag?: unknown; credits?: unknown; until?: unknown }
      const what =
        grant._tag === "Unlimited"
          ? typeof grant.until === "string"
            ? `accesso illimitato${until(grant.until)}`
            : "accesso illimitato senza scadenza"
          : sessions(grant.credits)
      return `Codice ${text(d.code)} usato ${on}: ${what}`
    }
    case "CreditReserved":
      return `Sessione iniziata ${on}${from}`
    case "CreditConsumed":
      return `Sessione usata ${on}${from}`
    case "CreditReleased":
      return `Sessione restituita ${on}${from}: non è stata conteggiata`
    default:
      return `Altro movimento ${on}`
  }
}
