import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"

import type { JourneyDto } from "../../../../contract/journey.ts"
import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

export type { JourneyDto } from "../../../../contract/journey.ts"
export type Turn = { readonly role: "user" | "assistant"; readonly content: string }
export type MoodMoment = "start" | "end"

const id = (value: string) => encodeURIComponent(value)

/** "Il tuo percorso": summaries, check-ins, the memory switch and the note for a visit, as ciphertext (opened in the browser). */
export const getJourney = (api: ApiClient) => api.get("journey.get", "/journey")

export const journeyQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ["journey"], queryFn: () => getJourney(api), staleTime: 30_000 })

export const useJourney = (enabled = true) => {
  const api = useApiClient()
  return useQuery({ ...journeyQueryOptions(api), enabled })
}

/** The assistant's draft of a session's summary, from the transcript this browser sends (kept nowhere). */
export const draftSummary = (api: ApiClient, chatId: string, transcript: ReadonlyArray<Turn>) =>
  api.post("journey.draftSummary", "/journey/drafts", { chat_id: chatId, transcript })

type Change =
  | {
      readonly kind: "save"
      readonly summaryId: string
      readonly chatId: string
      readonly ciphertext: string
    }
  | { readonly kind: "edit"; readonly summaryId: string; readonly ciphertext: string }
  | { readonly kind: "delete-summary"; readonly summaryId: string }
  | { readonly kind: "memory"; readonly enabled: boolean }
  | { readonly kind: "remember"; readonly summaryId: string; readonly remembered: boolean }
  | {
      readonly kind: "mood"
      readonly moodId: string
      readonly chatId: string
      readonly moment: MoodMoment
      readonly ciphertext: string
    }
  | { readonly kind: "delete-mood"; readonly moodId: string }
  | { readonly kind: "visit-note"; readonly ciphertext: string }
  | { readonly kind: "delete-visit-note" }

const send = (api: ApiClient, change: Change): Promise<JourneyDto> => {
  switch (change.kind) {
    case "save":
      return api.post("journey.saveSummary", "/journey/summaries", {
        summary_id: change.summaryId,
        chat_id: change.chatId,
        ciphertext: change.ciphertext,
      })
    case "edit":
      return api.put("journey.editSummary", `/journey/summaries/${id(change.summaryId)}`, {
        ciphertext: change.ciphertext,
      })
    case "delete-summary":
      return api.delete("journey.deleteSummary", `/journey/summaries/${id(change.summaryId)}`)
    case "memory":
      return api.put("journey.setMemory", "/journey/memory", { enabled: change.enabled })
    case "remember":
      return api.put("journey.chooseSummary", `/journey/summaries/${id(change.summaryId)}/memory`, {
        remembered: change.remembered,
      })
    case "mood":
      return api.post("journey.recordMood", "/journey/moods", {
        mood_id: change.moodId,
        chat_id: change.chatId,
        moment: change.moment,
        ciphertext: change.ciphertext,
      })
    case "delete-mood":
      return api.delete("journey.deleteMood", `/journey/moods/${id(change.moodId)}`)
    case "visit-note":
      return api.put("journey.saveVisitNote", "/journey/visit-note", { ciphertext: change.ciphertext })
    case "delete-visit-note":
      return api.delete("journey.deleteVisitNote", "/journey/visit-note")
  }
}

/** Every change answers the whole journey after it: the cache takes it as it is. */
export const useJourneyChange = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: Change) => send(api, change),
    onSuccess: (journey) => queryClient.setQueryData(journeyQueryOptions(api).queryKey, journey),
  })
}
