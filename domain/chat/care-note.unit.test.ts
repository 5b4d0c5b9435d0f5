import { describe, expect, it } from "vitest"
import { at } from "../../test/support/domain/test-instants.ts"
import { careNoteFor, type CareNoteFacts } from "./care-note.ts"

/* The care note's rule (issue 27), given the person's sessions, when one starts, then the note or not. */

const ROME_WINTER = 60
const facts = (overrides: Partial<CareNoteFacts> = {}): CareNoteFacts => ({
  enabled: true,
  session: { startedAt: at("14:00"), crisis: false },
  otherStarts: [],
  offsetMinutes: ROME_WINTER,
  ...overrides,
})

describe("the third session of a day", () => {
  it("given two sessions earlier today, when the third starts, then the note shows", () =>
    expect(careNoteFor(facts({ otherStarts: [at("08:00"), at("11:30")] }))).toEqual({
      show: true,
      reason: "third_session_today",
    }))

  it("given one session earlier today, when the second starts, then no note", () =>
    expect(careNoteFor(facts({ otherStarts: [at("08:00")] }))).toEqual({ show: false }))

  it("given two sessions earlier today, when a fourth starts, then the note shows again", () =>
    expect(careNoteFor(facts({ otherStarts: [at("08:00"), at("09:00"), at("11:00")] })).show).toBe(true))

  it("given sessions that started after this one, then they do not count", () =>
    expect(careNoteFor(facts({ otherStarts: [at("15:00"), at("16:00")] }))).toEqual({ show: false }))

  it("given two sessions yesterday evening, when one starts this morning, then no note (a new day)", () =>
    expect(
      careNoteFor(
        facts({
          session: { startedAt: at("08:00"), crisis: false },
          otherStarts: [at("2026-11-20T20:00"), at("2026-11-20T21:30")],
        }),
      ),
    ).toEqual({ show: false }))

  it("given the day is the person's own, when 23:30 UTC is already tomorrow in Rome, then it counts with tomorrow's", () => {
    // 23:30 UTC on the 20th is 00:30 on the 21st in Rome: the same day as 08:00 and 11:30 there
    const late = facts({
      session: { startedAt: at("11:30"), crisis: false },
      otherStarts: [at("2026-11-20T23:30"), at("08:00")],
    })
    expect(careNoteFor(late).show).toBe(true)
    expect(careNoteFor({ ...late, offsetMinutes: 0 }).show).toBe(false)
  })
})

describe("a session in the small hours", () => {
  it("given the person's clock says 01:00 to 04:59, when a session starts, then the note shows, first of the day or not", () => {
    for (const utc of ["00:00", "02:30", "03:59"])
      expect(careNoteFor(facts({ session: { startedAt: at(utc), crisis: false } }))).toEqual({
        show: true,
        reason: "late_night",
      })
  })

  it("given 00:59 or 05:00 on the person's clock, then it is not a night session", () => {
    expect(careNoteFor(facts({ session: { startedAt: at("2026-11-20T23:59"), crisis: false } })).show).toBe(
      false,
    )
    expect(careNoteFor(facts({ session: { startedAt: at("04:00"), crisis: false } })).show).toBe(false)
  })

  it("given the night and the third session together, then the night is named", () =>
    expect(
      careNoteFor(
        facts({
          session: { startedAt: at("02:00"), crisis: false },
          otherStarts: [at("00:10"), at("00:40")],
        }),
      ),
    ).toEqual({ show: true, reason: "late_night" }))

  it("given another offset, then the hour is that person's (02:00 UTC is 21:00 in New York in winter)", () =>
    expect(
      careNoteFor(facts({ session: { startedAt: at("02:00"), crisis: false }, offsetMinutes: -300 })).show,
    ).toBe(false))
})

describe("never", () => {
  it("given a crisis opened or kept the session open, then no note, at night or at the third session", () => {
    expect(careNoteFor(facts({ session: { startedAt: at("02:00"), crisis: true } }))).toEqual({ show: false })
    expect(
      careNoteFor(
        facts({ session: { startedAt: at("14:00"), crisis: true }, otherStarts: [at("08:00"), at("09:00")] }),
      ),
    ).toEqual({ show: false })
  })

  it("given the person turned it off, then no note", () =>
    expect(
      careNoteFor(facts({ enabled: false, session: { startedAt: at("02:00"), crisis: false } })),
    ).toEqual({ show: false }))

  it("given the session has not started yet, then no note", () =>
    expect(
      careNoteFor(
        facts({ session: { startedAt: null, crisis: false }, otherStarts: [at("08:00"), at("09:00")] }),
      ),
    ).toEqual({ show: false }))

  it("given an offset no place uses, then it is held to UTC−12…+14 rather than trusted", () => {
    const far = facts({ session: { startedAt: at("14:00"), crisis: false }, offsetMinutes: 100_000 })
    // held to +14:00, 14:00 UTC is 04:00 the next morning
    expect(careNoteFor(far)).toEqual({ show: true, reason: "late_night" })
    // held to −12:00, it is 02:00 the same day (taken as it is, −100,000 minutes would read 21:20)
    expect(careNoteFor({ ...far, offsetMinutes: -100_000 })).toEqual({ show: true, reason: "late_night" })
  })
})
