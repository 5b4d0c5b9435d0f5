import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { cancelUrl, returnOrigin, successUrl } from "./return-origin.ts"

const publicUrl = "https://cogi.example.it"

describe("returnOrigin", () => {
  it("given our own origin, when resolved, then it is used", () => {
    expect(returnOrigin("https://cogi.example.it", publicUrl)).toEqual(
      Result.succeed("https://cogi.example.it"),
    )
    expect(returnOrigin("https://cogi.example.it/", publicUrl)).toEqual(
      Result.succeed("https://cogi.example.it"),
    )
  })
  it("given a localhost origin on any port, when resolved, then it is used (development)", () => {
    expect(returnOrigin("http://localhost:5173", publicUrl)).toEqual(Result.succeed("http://localhost:5173"))
    expect(returnOrigin("http://127.0.0.1:4173", publicUrl)).toEqual(Result.succeed("http://127.0.0.1:4173"))
  })
  it("given a foreign origin, when resolved, then PUBLIC_URL is used instead (no open redirect)", () => {
    expect(returnOrigin("https://evil.example.com", publicUrl)).toEqual(Result.succeed(publicUrl))
    expect(returnOrigin("https://cogi.example.it.evil.com", publicUrl)).toEqual(Result.succeed(publicUrl))
    expect(returnOrigin("http://cogi.example.it", publicUrl)).toEqual(Result.succeed(publicUrl))
  })
  it("given nothing, when resolved, then PUBLIC_URL's origin is used", () => {
    expect(returnOrigin(undefined, "http://localhost:3000/")).toEqual(Result.succeed("http://localhost:3000"))
    expect(returnOrigin("  ", publicUrl)).toEqual(Result.succeed(publicUrl))
  })
  it("given something that is not an http(s) origin, when resolved, then it fails", () => {
    for (const bad of [
      "javascript:alert(1)",
      "ftp://cogi.example.it",
      "not a url",
      "https://cogi.example.it/path",
      "https://u:p@cogi.example.it",
    ]) {
      expect(returnOrigin(bad, publicUrl)).toEqual(Result.fail("invalid"))
    }
  })
  it("builds the return URLs with Stripe's session placeholder", () => {
    expect(successUrl("http://localhost:5173")).toBe(
      "http://localhost:5173/payment-success?session_id={CHECKOUT_SESSION_ID}",
    )
    expect(cancelUrl("http://localhost:5173")).toBe("http://localhost:5173/payment-cancelled")
  })
})
