import { describe, expect, it } from "vitest"

import { isEmptyVisitNote, VISIT_NOTE_SECTION_MAX } from "../../../lib/visit-note-record.ts"
import { composeVisitNote, summaryParts, visitNoteFileName } from "./visit-note.ts"

const dayOf = (iso: string) => iso.slice(0, 10)

const offline = [
  "Cosa hai portato: hai parlato soprattutto delle notti senza sonno e del lavoro.",
  "Cosa ti ha aiutato: l'hai detto tu, «parlarne mi ha fatto bene».",
  "Da provare: spegni gli schermi mezz'ora prima di dormire.",
  "(Riassunto preparato dall'assistente offline.)",
].join("\n")

describe("a summary's parts", () => {
  it("given the assistant's three labelled parts, then what was brought and what helped, without the aside", () => {
    expect(summaryParts(offline)).toEqual({
      brought: "Hai parlato soprattutto delle notti senza sonno e del lavoro.",
      helped: "L'hai detto tu, «parlarne mi ha fatto bene».",
    })
  })

  it("given a summary the person rewrote without labels, then it is taken whole as what they brought", () => {
    expect(summaryParts("Il lavoro e il sonno.\nNe parlo con Marta sabato.")).toEqual({
      brought: "Il lavoro e il sonno. Ne parlo con Marta sabato.",
      helped: "",
    })
  })

  it("given a label whose text is on the next line, then the text belongs to that label", () => {
    expect(summaryParts("Cosa ti ha aiutato:\ncamminare la sera")).toEqual({
      brought: "",
      helped: "Camminare la sera",
    })
  })
})

describe("composing the note", () => {
  const chosen = [
    {
      id: "b",
      text: "Cosa hai portato: il lutto.\nCosa ti ha aiutato: la sorella.",
      createdAt: "2026-11-20T10:00:00Z",
    },
    { id: "a", text: offline, createdAt: "2026-11-03T21:00:00Z" },
  ]

  it("given two chosen summaries, then one dated line each, oldest first, and since when", () => {
    const note = composeVisitNote(chosen, dayOf)
    expect(note.going).toBe(
      "2026-11-03: Hai parlato soprattutto delle notti senza sonno e del lavoro.\n2026-11-20: Il lutto.",
    )
    expect(note.helped).toBe(
      "2026-11-03: L'hai detto tu, «parlarne mi ha fatto bene».\n2026-11-20: La sorella.",
    )
    expect(note.since).toBe("Ne parlo con Cogi dal 2026-11-03 (2 sessioni, l'ultima il 2026-11-20).")
    expect(note.ask).toBe("")
    expect(note.summaryIds).toEqual(["a", "b"])
  })

  it("given one summary, then since names its day; the questions already written are kept", () => {
    const note = composeVisitNote(
      [{ id: "a", text: offline, createdAt: "2026-11-03T21:00:00Z" }],
      dayOf,
      "Posso dormire meglio?",
    )
    expect(note.since).toBe("Ne ho parlato con Cogi il 2026-11-03.")
    expect(note.ask).toBe("Posso dormire meglio?")
  })

  it("given nothing chosen, then the note is empty; a very long summary is cut to the section's limit", () => {
    expect(isEmptyVisitNote(composeVisitNote([], dayOf))).toBe(true)
    const long = composeVisitNote(
      [{ id: "x", text: "a".repeat(5000), createdAt: "2026-11-03T10:00:00Z" }],
      dayOf,
    )
    expect(long.going).toHaveLength(VISIT_NOTE_SECTION_MAX)
    expect(long.going.endsWith("…")).toBe(true)
  })
})

describe("the downloaded file", () => {
  it("is named for the day it is downloaded", () =>
    expect(visitNoteFileName(new Date(2026, 10, 2, 23, 30))).toBe("cosa-vorrei-dire-2026-11-02.md"))
})
