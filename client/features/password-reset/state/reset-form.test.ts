import { describe, expect, it } from "vitest"

import { PASSWORDS_DIFFER, PASSWORD_TOO_SHORT } from "../../../lib/password-rules.ts"
import { hasErrors, tokenFromSearch, validateResetForm } from "./reset-form.ts"

describe("reset form validation", () => {
  it("needs at least 6 characters (SPEC text) and matching passwords", () => {
    expect(validateResetForm("12345", "12345")).toEqual({ password: PASSWORD_TOO_SHORT, confirm: null })
    expect(validateResetForm("123456", "123457")).toEqual({ password: null, confirm: PASSWORDS_DIFFER })
    expect(validateResetForm("", "")).toEqual({ password: PASSWORD_TOO_SHORT, confirm: null })
    expect(hasErrors(validateResetForm("123456", "123456"))).toBe(false)
    expect(PASSWORD_TOO_SHORT).toBe("La password deve essere di almeno 6 caratteri")
    expect(PASSWORDS_DIFFER).toBe("Le password non coincidono")
  })

  it("reads the token from the query, blank counts as missing", () => {
    expect(tokenFromSearch("token=abc.def")).toBe("abc.def")
    expect(tokenFromSearch("?token=%20abc%20")).toBe("abc")
    expect(tokenFromSearch("token=")).toBeNull()
    expect(tokenFromSearch("")).toBeNull()
  })
})
