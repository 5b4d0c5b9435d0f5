/** What can be bought (SPEC §3, §9). Amounts are in cents; prices are built inline (`price_data`). */
export type PackageType = "single_session" | "monthly_subscription"

export interface CheckoutPackage {
  readonly packageType: PackageType
  readonly mode: "payment" | "subscription"
  readonly amountCents: number
  readonly currency: "eur"
  readonly productName: string
  readonly description: string
  /** As shown on the local checkout page. */
  readonly priceLabel: string
}

export const checkoutPackages: Readonly<Record<PackageType, CheckoutPackage>> = {
  single_session: {
    packageType: "single_session",
    mode: "payment",
    amountCents: 999,
    currency: "eur",
    productName: "Cogi – Sessione singola",
    description: "1 sessione di supporto emotivo da 30 minuti",
    priceLabel: "9,99 €",
  },
  monthly_subscription: {
    packageType: "monthly_subscription",
    mode: "subscription",
    amountCents: 1999,
    currency: "eur",
    productName: "Cogi – Abbonamento mensile",
    description: "8 sessioni da 30 minuti ogni mese, valide 30 giorni",
    priceLabel: "19,99 €/mese",
  },
}

export const isPackageType = (value: unknown): value is PackageType =>
  value === "single_session" || value === "monthly_subscription"
