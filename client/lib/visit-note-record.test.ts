import { describe, expect, it } from "vitest"

import {
  emptyVisitNote,
  filledSections,
  fromVisitNoteText,
  toVisitNoteText,
  visitNoteMarkdown,
} from "./visit-note-record.ts"

describe("the note stored, printed and downloaded", () => {
  const note = { ...emptyVisitNote, going: "Non dormo.", ask: "Cosa posso fare?", summaryIds: ["a"] }

  it("is read back as it was written; anything that is not a note is not shown", () => {
    expect(fromVisitNoteText(toVisitNoteText(note))).toEqual(note)
    expect(fromVisitNoteText("non json")).toBeNull()
    expect(fromVisitNoteText("null")).toBeNull()
    expect(fromVisitNoteText("[1]")).toBeNull()
    expect(fromVisitNoteText(JSON.stringify({ going: 3, summaryIds: [1, "a"] }))).toEqual({
      ...emptyVisitNote,
      summaryIds: ["a"],
    })
  })

  it("shows only the sections with something written, in their order, as Markdown", () => {
    expect(filledSections(note).map((s) => s.title)).toEqual([
      "Cosa sto attraversando",
      "Cosa vorrei chiedere",
    ])
    expect(visitNoteMarkdown(note, "22 novembre 2026")).toBe(
      [
        "# Cosa vorrei dire",
        "",
        "Preparata il 22 novembre 2026.",
        "",
        "## Cosa sto attraversando",
        "",
        "Non dormo.",
        "",
        "## Cosa vorrei chiedere",
        "",
        "Cosa posso fare?",
        "",
        "---",
        "",
        "Preparata con Cogi, un'app di supporto emotivo con un assistente AI: non è un servizio medico e non fa diagnosi.",
        "",
      ].join("\n"),
    )
  })
})
