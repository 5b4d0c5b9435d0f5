/**
 * The discount codes of SPEC.md §9. Server-only: never import this from the client bundle.
 * `days: null` is permanent unlimited access (see PERMANENT_UNLIMITED_EXPIRES_AT).
 */
export type DiscountGrant =
  | { readonly _tag: "Credits"; readonly credits: number }
  | { readonly _tag: "Unlimited"; readonly days: number | null }

const credits = (count: number): DiscountGrant => ({ _tag: "Credits", credits: count })
const unlimited = (days: number | null): DiscountGrant => ({ _tag: "Unlimited", days })

export const DISCOUNT_CATALOGUE: Readonly<Record<string, DiscountGrant>> = {
  QUICK1: credits(1),
  NOVA1: credits(1),
  BOOST2: credits(2),
  TWIN2: credits(2),
  TRIO3: credits(3),
  MAGIC3: credits(3),
  WELCOME10: credits(10),
  FREEMONTH: credits(30),
  GOLDEN7: unlimited(7),
  PHOENIX15: unlimited(14),
  PLATINUM30: unlimited(30),
  THUNDER60: unlimited(60),
  DIAMOND90: unlimited(90),
  ELITE180: unlimited(180),
  UNLIMITED2024: unlimited(365),
  SUPREME365: unlimited(365),
  VIPFOREVER: unlimited(null),
  COSMIC999: unlimited(null),
}

/** Codes are compared trimmed and upper-cased (the client forces upper case too). */
export const normalizeDiscountCode = (input: string): string => input.trim().toUpperCase()

export const lookupDiscountCode = (
  input: string,
): { readonly code: string; readonly grant: DiscountGrant } | null => {
  const code = normalizeDiscountCode(input)
  const grant = Object.hasOwn(DISCOUNT_CATALOGUE, code) ? DISCOUNT_CATALOGUE[code] : undefined
  return grant === undefined ? null : { code, grant }
}
