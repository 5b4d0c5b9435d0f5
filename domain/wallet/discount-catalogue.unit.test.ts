import { describe, expect, it } from "vitest"
import { DISCOUNT_CATALOGUE, lookupDiscountCode } from "./discount-catalogue.ts"

describe("discount catalogue", () => {
  it("holds exactly the codes of SPEC §9", () =>
    expect(DISCOUNT_CATALOGUE).toEqual({
      QUICK1: { _tag: "Credits", credits: 1 },
      NOVA1: { _tag: "Credits", credits: 1 },
      BOOST2: { _tag: "Credits", credits: 2 },
      TWIN2: { _tag: "Credits", credits: 2 },
      TRIO3: { _tag: "Credits", credits: 3 },
      MAGIC3: { _tag: "Credits", credits: 3 },
      WELCOME10: { _tag: "Credits", credits: 10 },
      FREEMONTH: { _tag: "Credits", credits: 30 },
      GOLDEN7: { _tag: "Unlimited", days: 7 },
      PHOENIX15: { _tag: "Unlimited", days: 14 },
      PLATINUM30: { _tag: "Unlimited", days: 30 },
      THUNDER60: { _tag: "Unlimited", days: 60 },
      DIAMOND90: { _tag: "Unlimited", days: 90 },
      ELITE180: { _tag: "Unlimited", days: 180 },
      UNLIMITED2024: { _tag: "Unlimited", days: 365 },
      SUPREME365: { _tag: "Unlimited", days: 365 },
      VIPFOREVER: { _tag: "Unlimited", days: null },
      COSMIC999: { _tag: "Unlimited", days: null },
    }))

  it("looks codes up trimmed and case-insensitively", () =>
    expect(lookupDiscountCode("  trio3 ")).toEqual({ code: "TRIO3", grant: { _tag: "Credits", credits: 3 } }))

  it("finds nothing for unknown codes or object keys", () => {
    expect(lookupDiscountCode("NOPE")).toBeNull()
    expect(lookupDiscountCode("constructor")).toBeNull()
  })
})
