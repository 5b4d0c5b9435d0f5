import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { given } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import type { JourneyCommand } from "./journey-commands.ts"
import { journeyDecider, MOOD_MAX_CIPHERTEXT, SUMMARY_MAX_CIPHERTEXT } from "./journey-decider.ts"
import type { JourneyEvent, MoodMoment } from "./journey-events.ts"

const userId = "user-1"
const saveSummary = (
  summaryId: string,
  chatId: string,
  ciphertext: string,
  when = at("10:00"),
): JourneyCommand => ({
  _tag: "SaveSummary",
  userId,
  summaryId,
  chatId,
  ciphertext,
  now: when,
})
const summarySaved = (
  summaryId: string,
  chatId: string,
  ciphertext: string,
  when = at("10:00"),
): JourneyEvent => ({
  _tag: "SummarySaved",
  schemaVersion: 1,
  userId,
  summaryId,
  chatId,
  ciphertext,
  at: when,
})
const recordMood = (
  moodId: string,
  chatId: string,
  moment: MoodMoment,
  ciphertext = "MywgY2FsbWE=",
): JourneyCommand => ({
  _tag: "RecordMood",
  userId,
  moodId,
  chatId,
  moment,
  ciphertext,
  now: at("10:00"),
})
const moodRecorded = (
  moodId: string,
  chatId: string,
  moment: MoodMoment,
  ciphertext = "MywgY2FsbWE=",
): JourneyEvent => ({
  _tag: "MoodRecorded",
  schemaVersion: 1,
  userId,
  moodId,
  chatId,
  moment,
  ciphertext,
  at: at("10:00"),
})

describe("session summaries", () => {
  it("given nothing, when a session's summary is saved, then it holds the browser's ciphertext", () =>
    given(journeyDecider)([])
      .when(saveSummary("s1", "c1", "UklBU1NVTlRP"))
      .then([summarySaved("s1", "c1", "UklBU1NVTlRP")]))

  it("given a saved summary, when the same save is retried, then nothing happens", () =>
    given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when(saveSummary("s1", "c1", "UklBU1NVTlRP", at("10:01")))
      .thenNothingHappened())

  it("given a session with a summary, when another is saved for it, then it is refused and names the one to edit", () => {
    const error = given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when(saveSummary("s2", "c1", "QUxUUk8="))
      .thenFails("SummaryAlreadySaved")
    expect(error).toMatchObject({ chatId: "c1", summaryId: "s1" })
  })

  it("given a summary, when edited, then the new ciphertext replaces it; the same text again changes nothing", () => {
    given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when({ _tag: "EditSummary", userId, summaryId: "s1", ciphertext: "TlVPVk8=", now: at("11:00") })
      .then([
        {
          _tag: "SummaryEdited",
          schemaVersion: 1,
          userId,
          summaryId: "s1",
          ciphertext: "TlVPVk8=",
          at: at("11:00"),
        },
      ])
    given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when({ _tag: "EditSummary", userId, summaryId: "s1", ciphertext: "UklBU1NVTlRP", now: at("11:00") })
      .thenNothingHappened()
  })

  it("given a deleted summary, when edited or deleted again, then it is not found; its session may get a new one", () => {
    const history = [
      summarySaved("s1", "c1", "UklBU1NVTlRP"),
      { _tag: "SummaryDeleted", schemaVersion: 1, userId, summaryId: "s1", at: at("11:00") } as const,
    ]
    given(journeyDecider)(history)
      .when({ _tag: "EditSummary", userId, summaryId: "s1", ciphertext: "TlVPVk8=", now: at("12:00") })
      .thenFails("SummaryNotFound")
    given(journeyDecider)(history)
      .when({ _tag: "DeleteSummary", userId, summaryId: "s1", now: at("12:00") })
      .thenFails("SummaryNotFound")
    given(journeyDecider)(history)
      .when(saveSummary("s2", "c1", "TlVPVk8="))
      .then([summarySaved("s2", "c1", "TlVPVk8=")])
  })

  it("refuses what the browser's encryption never makes: empty, plaintext, too long", () => {
    given(journeyDecider)([])
      .when(saveSummary("s1", "c1", ""))
      .thenFails("JourneyCiphertextInvalid")
    given(journeyDecider)([])
      .when(saveSummary("s1", "c1", "oggi ho parlato di mia madre"))
      .thenFails("JourneyCiphertextInvalid")
    given(journeyDecider)([])
      .when(saveSummary("s1", "c1", "A".repeat(SUMMARY_MAX_CIPHERTEXT + 4)))
      .thenFails("JourneyCiphertextInvalid")
  })
})

describe("summaries, what the browser's encryption never makes", () => {
  it("given a summary, when edited to plaintext or to nothing, then it is refused and kept as it was", () => {
    given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when({
        _tag: "EditSummary",
        userId,
        summaryId: "s1",
        ciphertext: "ho cambiato idea",
        now: at("11:00"),
      })
      .thenFails("JourneyCiphertextInvalid")
    given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when({ _tag: "EditSummary", userId, summaryId: "s1", ciphertext: "", now: at("11:00") })
      .thenFails("JourneyCiphertextInvalid")
  })

  it("given summaries of two sessions, when one is deleted, then the other stays", () => {
    const state = foldEvents(journeyDecider, [
      summarySaved("s1", "c1", "UklBU1NVTlRP"),
      summarySaved("s2", "c2", "QUxUUk8="),
      { _tag: "SummaryDeleted", schemaVersion: 1, userId, summaryId: "s1", at: at("11:00") },
    ])
    expect([...state.summaries.keys()]).toEqual(["s2"])
  })
})

describe("memory", () => {
  it("is on until the user turns it off; the same setting again changes nothing", () => {
    expect(journeyDecider.initialState.memoryEnabled).toBe(true)
    given(journeyDecider)([])
      .when({ _tag: "SetMemory", userId, enabled: false, now: at("10:00") })
      .then([{ _tag: "MemorySet", schemaVersion: 1, userId, enabled: false, at: at("10:00") }])
    given(journeyDecider)([])
      .when({ _tag: "SetMemory", userId, enabled: true, now: at("10:00") })
      .thenNothingHappened()
    const off = foldEvents(journeyDecider, [
      { _tag: "MemorySet", schemaVersion: 1, userId, enabled: false, at: at("10:00") },
    ])
    expect(off.memoryEnabled).toBe(false)
  })
})

const choose = (summaryId: string, remembered: boolean, when = at("11:00")): JourneyCommand => ({
  _tag: "ChooseSummaryForMemory",
  userId,
  summaryId,
  remembered,
  now: when,
})
const chosen = (summaryId: string, remembered: boolean, when = at("11:00")): JourneyEvent => ({
  _tag: "SummaryMemoryChosen",
  schemaVersion: 1,
  userId,
  summaryId,
  remembered,
  at: when,
})

describe("which summaries memory carries", () => {
  it("given a new summary, then it is chosen for memory; choosing it again changes nothing", () => {
    const state = foldEvents(journeyDecider, [summarySaved("s1", "c1", "UklBU1NVTlRP")])
    expect(state.summaries.get("s1")?.remembered).toBe(true)
    given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when(choose("s1", true))
      .thenNothingHappened()
  })

  it("given a summary, when the user un-chooses it, then it is no longer remembered; chosen again, it is", () => {
    given(journeyDecider)([summarySaved("s1", "c1", "UklBU1NVTlRP")])
      .when(choose("s1", false))
      .then([chosen("s1", false)])
    const history = [summarySaved("s1", "c1", "UklBU1NVTlRP"), chosen("s1", false)]
    expect(foldEvents(journeyDecider, history).summaries.get("s1")?.remembered).toBe(false)
    given(journeyDecider)(history)
      .when(choose("s1", false, at("12:00")))
      .thenNothingHappened()
    given(journeyDecider)(history)
      .when(choose("s1", true, at("12:00")))
      .then([chosen("s1", true, at("12:00"))])
  })

  it("given an edited summary, then the choice stays as the user made it", () => {
    const state = foldEvents(journeyDecider, [
      summarySaved("s1", "c1", "UklBU1NVTlRP"),
      chosen("s1", false),
      {
        _tag: "SummaryEdited",
        schemaVersion: 1,
        userId,
        summaryId: "s1",
        ciphertext: "TlVPVk8=",
        at: at("12:00"),
      },
    ])
    expect(state.summaries.get("s1")).toMatchObject({ ciphertext: "TlVPVk8=", remembered: false })
  })

  it("given no such summary, or a deleted one, when chosen, then it is not found", () => {
    const error = given(journeyDecider)([]).when(choose("s9", true)).thenFails("SummaryNotFound")
    expect(error).toMatchObject({ summaryId: "s9" })
    given(journeyDecider)([
      summarySaved("s1", "c1", "UklBU1NVTlRP"),
      { _tag: "SummaryDeleted", schemaVersion: 1, userId, summaryId: "s1", at: at("11:00") },
    ])
      .when(choose("s1", false, at("12:00")))
      .thenFails("SummaryNotFound")
  })
})

describe("mood check-ins", () => {
  it("given a session, when the start and the end are recorded, then both are kept", () => {
    given(journeyDecider)([])
      .when(recordMood("m1", "c1", "start"))
      .then([moodRecorded("m1", "c1", "start")])
    given(journeyDecider)([moodRecorded("m1", "c1", "start")])
      .when(recordMood("m2", "c1", "end"))
      .then([moodRecorded("m2", "c1", "end")])
  })

  it("given a start check-in, when another start is recorded for the session, then it is refused; a retry is accepted once", () => {
    given(journeyDecider)([moodRecorded("m1", "c1", "start")])
      .when(recordMood("m2", "c1", "start"))
      .thenFails("MoodAlreadyRecorded")
    given(journeyDecider)([moodRecorded("m1", "c1", "start")])
      .when(recordMood("m1", "c1", "start"))
      .thenNothingHappened()
  })

  it("given a check-in with this id at the start, when the same id is recorded for the end, then it is refused", () =>
    given(journeyDecider)([moodRecorded("m1", "c1", "start")])
      .when(recordMood("m1", "c1", "end"))
      .thenFails("MoodAlreadyRecorded"))

  it("given a check-in, when deleted, then it is gone and its moment can be recorded again", () => {
    const deleted = { _tag: "MoodDeleted", schemaVersion: 1, userId, moodId: "m1", at: at("11:00") } as const
    given(journeyDecider)([moodRecorded("m1", "c1", "start")])
      .when({ _tag: "DeleteMood", userId, moodId: "m1", now: at("11:00") })
      .then([deleted])
    given(journeyDecider)([moodRecorded("m1", "c1", "start"), deleted])
      .when({ _tag: "DeleteMood", userId, moodId: "m1", now: at("12:00") })
      .thenFails("MoodNotFound")
    given(journeyDecider)([moodRecorded("m1", "c1", "start"), deleted])
      .when(recordMood("m3", "c1", "start"))
      .then([moodRecorded("m3", "c1", "start")])
  })

  it("refuses a check-in that is not browser ciphertext or too long", () => {
    given(journeyDecider)([])
      .when(recordMood("m1", "c1", "start", "3, calma"))
      .thenFails("JourneyCiphertextInvalid")
    given(journeyDecider)([])
      .when(recordMood("m1", "c1", "start", "A".repeat(MOOD_MAX_CIPHERTEXT + 4)))
      .thenFails("JourneyCiphertextInvalid")
  })
})
