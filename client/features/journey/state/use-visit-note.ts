import { useAtomValue } from "jotai"
import { useState } from "react"

import { errorMessage } from "../../../lib/api-client.ts"
import { useCurrentUser } from "../../../lib/auth/use-auth.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { encryptText } from "../../../lib/crypto/message-crypto.ts"
import { emptyVisitNote, toVisitNoteText, type VisitNote } from "../../../lib/visit-note-record.ts"
import { useJourneyChange } from "../api/journey-api.ts"
import type { OpenJourney } from "./open-journey.ts"
import { composeVisitNote, type ChosenSummary } from "./visit-note.ts"

export const CHOOSE_FIRST = "Scegli almeno un riassunto da cui partire."

/**
 * "Cosa vorrei dire": the summaries chosen, the note being written (from the kept one, if any), composing it
 * from the chosen summaries, and saving it encrypted here (the server gets the ciphertext only).
 */
export const useVisitNote = (journey: OpenJourney, dayOf: (iso: string) => string) => {
  const user = useCurrentUser()
  const keyring = useAtomValue(keyringAtom)
  const change = useJourneyChange()
  const kept = journey.visitNote?.note ?? null
  const readable = journey.summaries.filter(
    (summary): summary is typeof summary & { text: string } => summary.text !== null,
  )
  const [note, setNote] = useState<VisitNote>(kept ?? emptyVisitNote)
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set((kept?.summaryIds ?? []).filter((id) => readable.some((summary) => summary.id === id))),
  )
  const [failure, setFailure] = useState<string | null>(null)

  const choose = (summaryId: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current)
      if (on) next.add(summaryId)
      else next.delete(summaryId)
      return next
    })

  /** Composes the first three sections again from the chosen summaries; the questions stay as written. */
  const compose = (): boolean => {
    const picked: ReadonlyArray<ChosenSummary> = readable
      .filter((summary) => chosen.has(summary.id))
      .map((summary) => ({ id: summary.id, text: summary.text, createdAt: summary.createdAt }))
    if (picked.length === 0) {
      setFailure(CHOOSE_FIRST)
      return false
    }
    setFailure(null)
    setNote(composeVisitNote(picked, dayOf, note.ask))
    return true
  }

  const save = async (): Promise<boolean> => {
    setFailure(null)
    try {
      if (keyring === null || user === null) throw new Error("locked")
      const ciphertext = await encryptText(keyring, user.encryption_salt, toVisitNoteText(note))
      await change.mutateAsync({ kind: "visit-note", ciphertext })
      return true
    } catch (error) {
      setFailure(errorMessage(error, "Non è stato possibile salvare la nota. Riprova."))
      return false
    }
  }

  const remove = async (): Promise<boolean> => {
    setFailure(null)
    try {
      await change.mutateAsync({ kind: "delete-visit-note" })
      setNote(emptyVisitNote)
      setChosen(new Set())
      return true
    } catch (error) {
      setFailure(errorMessage(error, "Non è stato possibile eliminare la nota. Riprova."))
      return false
    }
  }

  return {
    summaries: readable,
    chosen,
    choose,
    note,
    edit: (section: keyof Omit<VisitNote, "summaryIds">, text: string) =>
      setNote((current) => ({ ...current, [section]: text })),
    compose,
    save,
    remove,
    busy: change.isPending,
    failure,
    setFailure,
    /** Whether a note is kept on the server (encrypted), and whether this key can open it. */
    kept:
      journey.visitNote === null
        ? ("none" as const)
        : kept === null
          ? ("unreadable" as const)
          : ("readable" as const),
    savedAt: journey.visitNote?.savedAt ?? null,
  }
}

export type VisitNoteState = ReturnType<typeof useVisitNote>
