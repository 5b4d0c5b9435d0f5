import { describe, expect, it } from "vitest"
import { conditionCode, type ConditionCode } from "./condition-code.ts"

describe("conditionCode", () => {
  it("spells a domain error's tag in SCREAMING_SNAKE_CASE", () => {
    expect(conditionCode("SessionEnded")).toBe("SESSION_ENDED")
    expect(conditionCode("NoCreditsAvailable")).toBe("NO_CREDITS_AVAILABLE")
    expect(conditionCode("EmailTaken")).toBe("EMAIL_TAKEN")
    expect(conditionCode("AppointmentDateOutOfRange")).toBe("APPOINTMENT_DATE_OUT_OF_RANGE")
  })

  it("gives the literal type the runtime value has", () => {
    const code: ConditionCode<"SessionNotExtendable"> = conditionCode("SessionNotExtendable")
    const expected: "SESSION_NOT_EXTENDABLE" = code
    expect(expected).toBe("SESSION_NOT_EXTENDABLE")
  })
})
