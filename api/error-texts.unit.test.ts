import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { MoodAlreadyRecorded, SummaryNotFound } from "../domain/journey/journey-errors.ts"
import { validatePassword } from "../domain/user/user-password.ts"
import { userErrorText } from "./accounts/user-http-errors.ts"
import { journeyErrorText } from "./journey/journey-http-errors.ts"
import { discountRedeemedText } from "./payments/wallet-http-errors.ts"

/* The Italian texts of the domain's refusals and outcomes, which live beside their HTTP mapping in api/. */

describe("user texts", () => {
  it("checks the minimum password length on the plaintext", () => {
    expect(Result.isSuccess(validatePassword("123456"))).toBe(true)
    const short = validatePassword("12345")
    expect(Result.isFailure(short) && userErrorText(short.failure)).toBe(
      "La password deve essere di almeno 6 caratteri",
    )
  })
})

describe("discount texts", () => {
  it("words the success message in Italian", () => {
    const date = (iso: string) => `[${iso.slice(0, 10)}]`
    expect(discountRedeemedText({ _tag: "Credits", credits: 10 }, date)).toBe(
      "Codice riscattato! Hai ricevuto 10 sessioni.",
    )
    expect(discountRedeemedText({ _tag: "Credits", credits: 1 }, date)).toBe(
      "Codice riscattato! Hai ricevuto 1 sessione.",
    )
    expect(discountRedeemedText({ _tag: "Unlimited", until: "2026-11-28T08:00:00.000Z" }, date)).toBe(
      "Codice riscattato! Accesso illimitato attivo fino al [2026-11-28].",
    )
    expect(discountRedeemedText({ _tag: "Unlimited", until: null }, date)).toBe(
      "Codice riscattato! Accesso illimitato permanente attivo.",
    )
  })
})

describe("journey texts", () => {
  it("gives every error an Italian detail", () => {
    expect(journeyErrorText(new MoodAlreadyRecorded({ chatId: "c1", moment: "end" }))).toMatch(/alla fine/)
    expect(journeyErrorText(new SummaryNotFound({ summaryId: "s1" }))).toMatch(/Riassunto/)
  })
})
