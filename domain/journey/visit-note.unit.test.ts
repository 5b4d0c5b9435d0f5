import { describe, expect, it } from "vitest"
import { foldEvents } from "../shared/decider.ts"
import { given } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import type { JourneyCommand } from "./journey-commands.ts"
import { journeyDecider, VISIT_NOTE_MAX_CIPHERTEXT } from "./journey-decider.ts"
import type { JourneyEvent } from "./journey-events.ts"

/* "Cosa vorrei dire" (issue 27): one note for a visit, encrypted in the browser, replaced when saved again. */

const userId = "user-1"
const save = (ciphertext: string, when = at("10:00")): JourneyCommand => ({
  _tag: "SaveVisitNote",
  userId,
  ciphertext,
  now: when,
})
const saved = (ciphertext: string, when = at("10:00")): JourneyEvent => ({
  _tag: "VisitNoteSaved",
  schemaVersion: 1,
  userId,
  ciphertext,
  at: when,
})
const deleted = (when = at("11:00")): JourneyEvent => ({
  _tag: "VisitNoteDeleted",
  schemaVersion: 1,
  userId,
  at: when,
})

describe("the note for a visit", () => {
  it("given no note, when one is saved, then it holds the browser's ciphertext", () =>
    given(journeyDecider)([])
      .when(save("Tk9UQQ=="))
      .then([saved("Tk9UQQ==")]))

  it("given a note, when a new text is saved, then it replaces the old one; the same text again changes nothing", () => {
    given(journeyDecider)([saved("Tk9UQQ==")])
      .when(save("TlVPVkE=", at("12:00")))
      .then([saved("TlVPVkE=", at("12:00"))])
    given(journeyDecider)([saved("Tk9UQQ==")])
      .when(save("Tk9UQQ==", at("12:00")))
      .thenNothingHappened()
    const state = foldEvents(journeyDecider, [saved("Tk9UQQ=="), saved("TlVPVkE=", at("12:00"))])
    expect(state.visitNote).toEqual({ ciphertext: "TlVPVkE=", savedAt: at("12:00") })
  })

  it("given a note, when deleted, then it is gone, and deleting again finds nothing", () => {
    given(journeyDecider)([saved("Tk9UQQ==")])
      .when({ _tag: "DeleteVisitNote", userId, now: at("11:00") })
      .then([deleted()])
    expect(foldEvents(journeyDecider, [saved("Tk9UQQ=="), deleted()]).visitNote).toBeNull()
    given(journeyDecider)([saved("Tk9UQQ=="), deleted()])
      .when({ _tag: "DeleteVisitNote", userId, now: at("12:00") })
      .thenFails("VisitNoteNotFound")
    given(journeyDecider)([])
      .when({ _tag: "DeleteVisitNote", userId, now: at("12:00") })
      .thenFails("VisitNoteNotFound")
  })

  it("refuses what the browser's encryption never makes: the note in clear, nothing, too long", () => {
    given(journeyDecider)([])
      .when(save("Cosa sto attraversando: non dormo"))
      .thenFails("JourneyCiphertextInvalid")
    given(journeyDecider)([]).when(save("")).thenFails("JourneyCiphertextInvalid")
    given(journeyDecider)([])
      .when(save("A".repeat(VISIT_NOTE_MAX_CIPHERTEXT + 4)))
      .thenFails("JourneyCiphertextInvalid")
    given(journeyDecider)([saved("Tk9UQQ==")])
      .when(save("in chiaro"))
      .thenFails("JourneyCiphertextInvalid")
  })
})
