import { PACKAGES, type PackageType } from "../../domain/checkout/package-catalogue.ts"

export type { PackageType }

/**
 * How the provider presents what can be bought. Prices and modes come from the domain's catalogue (the one
 * source of truth, SPEC §9); prices are built inline (`price_data`), so no dashboard setup is needed.
 */
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
    mode: PACKAGES.single_session.mode,
    amountCents: PACKAGES.single_session.amountCents,
    currency: "eur",
    productName: "Cogi – Sessione singola",
    description: "1 sessione di supporto emotivo da 30 minuti",
    priceLabel: "9,99 €",
  },
  monthly_subscription: {
    packageType: "monthly_subscription",
    mode: PACKAGES.monthly_subscription.mode,
    amountCents: PACKAGES.monthly_subscription.amountCents,
    currency: "eur",
    productName: "Cogi – Abbonamento mensile",
    description: "8 sessioni da 30 minuti ogni mese, valide 30 giorni",
    priceLabel: "19,99 €/mese",
  },
}

export const isPackageType = (value: unknown): value is PackageType =>
  value === "single_session" || value === "monthly_subscription"
