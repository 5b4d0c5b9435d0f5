/** SPEC §3 and §9: what can be bought. Prices are shown here; the server charges its own. */
export type PackageType = "single_session" | "monthly_subscription"

export type SessionPackage = {
  readonly type: PackageType
  readonly name: string
  readonly price: string
  readonly period?: string
  readonly description: string
  readonly popular: boolean
}

export const PACKAGES: ReadonlyArray<SessionPackage> = [
  {
    type: "single_session",
    name: "Sessione singola",
    price: "9,99\u00a0€",
    description: "1 sessione da 30 minuti",
    popular: false,
  },
  {
    type: "monthly_subscription",
    name: "Abbonamento mensile",
    price: "19,99\u00a0€",
    period: "al mese",
    description: "8 sessioni valide 30 giorni: circa 2,50\u00a0€ a sessione",
    popular: true,
  },
]

export const FREE_SESSIONS = 3
export const SUBSCRIPTION_SESSIONS = 8
