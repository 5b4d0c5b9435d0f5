import { describe, expect, it } from "vitest"

import { chartDescription, chartPoints } from "./mood-chart.ts"
import { fromMoodText, toMoodText } from "./mood.ts"
import { createKeyring, encryptText } from "../../../lib/crypto/message-crypto.ts"
import { MEMORY_SUMMARIES, memoryFromStored, openJourney, type OpenMood } from "./open-journey.ts"
import { emptyVisitNote, toVisitNoteText } from "../../../lib/visit-note-record.ts"

const mood = (id: string, score: number, word: string, at: string): OpenMood => ({
  id,
  chatId: "c1",
  moment: "start",
  score,
  word,
  at,
})

describe("mood check-ins", () => {
  it("are a score from 1 to 5 and a short word; anything else is not shown", () => {
    expect(fromMoodText(toMoodText({ score: 4, word: "  sollievo " }))).toEqual({
      score: 4,
      word: "sollievo",
    })
    expect(fromMoodText(toMoodText({ score: 2, word: "x".repeat(80) }))?.word).toHaveLength(40)
    expect(fromMoodText(JSON.stringify({ score: 7, word: "troppo" }))).toBeNull()
    expect(fromMoodText("non json")).toBeNull()
  })

  it("are drawn bottom (1) to top (5) in time order, and told in words", () => {
    const moods = [
      mood("a", 1, "", "2026-11-20T10:00:00.000Z"),
      mood("b", 5, "calma", "2026-11-21T10:00:00.000Z"),
    ]
    const [low, high] = chartPoints(moods)
    expect(low?.y).toBeGreaterThan(high?.y ?? Infinity)
    expect(low?.x).toBeLessThan(high?.x ?? -Infinity)
    expect(chartDescription(moods)).toMatch(
      /^2 registrazioni dal 20 novembre .* L'ultima: 5 su 5 \(Molto bene, «calma»\)\. Media: 3 su 5\.$/,
    )
    expect(chartDescription([])).toBe("Nessuna registrazione dell'umore.")
  })
})

describe("memory", () => {
  const keyring = createKeyring("segreta1")
  const salt = "AAAAAAAAAAAAAAAAAAAAAA=="
  const stored = (
    summaries: ReadonlyArray<{ ciphertext: string; remembered?: boolean }>,
    memory_enabled = true,
  ) => ({
    memory_enabled,
    moods: [],
    visit_note: null,
    summaries: summaries.map(({ ciphertext, remembered = true }, i) => ({
      id: `s${i}`,
      chat_id: `c${i}`,
      ciphertext,
      created_at: "2026-11-20T10:00:00.000Z",
      edited_at: null,
      remembered,
    })),
  })
  const seal = (texts: ReadonlyArray<string>) => Promise.all(texts.map((t) => encryptText(keyring, salt, t)))

  it("carries the newest readable summaries the user chose while on (another key's are skipped), and nothing when off", async () => {
    const sealed = await seal(["a", "b", "c", "d"])
    const foreign = await encryptText(createKeyring("altra"), salt, "x")
    const all = [sealed[0] ?? "", foreign, ...sealed.slice(1)].map((ciphertext) => ({ ciphertext }))
    expect(await memoryFromStored(keyring, stored(all))).toEqual(["a", "b", "c", "d"])
    expect(await memoryFromStored(keyring, stored(all, false))).toEqual([])
  })

  it("leaves out the summaries the user un-chose, and carries at most the newest five chosen", async () => {
    const sealed = await seal(["a", "b", "c", "d", "e", "f", "g", "h"])
    const choices = sealed.map((ciphertext, i) => ({ ciphertext, remembered: i !== 1 && i !== 3 }))
    expect(MEMORY_SUMMARIES).toBe(5)
    expect(await memoryFromStored(keyring, stored(choices))).toEqual(["a", "c", "e", "f", "g"])
    const none = sealed.map((ciphertext) => ({ ciphertext, remembered: false }))
    expect(await memoryFromStored(keyring, stored(none))).toEqual([])
  })
})

describe("the note for a visit", () => {
  const keyring = createKeyring("segreta1")
  const salt = "AAAAAAAAAAAAAAAAAAAAAA=="
  const journey = (visit_note: { ciphertext: string; saved_at: string } | null) => ({
    memory_enabled: true,
    summaries: [],
    moods: [],
    visit_note,
  })

  it("is opened with the user's key; one this key cannot open reads as unreadable; none is none", async () => {
    const note = { ...emptyVisitNote, going: "Non dormo.", summaryIds: ["s1"] }
    const saved_at = "2026-11-22T10:00:00.000Z"
    const mine = await encryptText(keyring, salt, toVisitNoteText(note))
    expect((await openJourney(keyring, journey({ ciphertext: mine, saved_at }))).visitNote).toEqual({
      note,
      savedAt: saved_at,
    })
    const foreign = await encryptText(createKeyring("altra"), salt, toVisitNoteText(note))
    expect((await openJourney(keyring, journey({ ciphertext: foreign, saved_at }))).visitNote).toEqual({
      note: null,
      savedAt: saved_at,
    })
    expect((await openJourney(keyring, journey(null))).visitNote).toBeNull()
  })
})
