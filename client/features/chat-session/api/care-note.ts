import { useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

/** The person's offset from UTC in minutes, east positive (Rome: 60 or 120), as this browser's clock has it. */
export const localOffsetMinutes = (now: Date = new Date()) => 0 - now.getTimezoneOffset()

/** GET /api/sessions/{chatId}/care-note: whether this session gets the care note, on the person's own clock. */
export const getCareNote = (api: ApiClient, chatId: string, offsetMinutes: number) =>
  api.get(
    "sessions.careNote",
    `/sessions/${encodeURIComponent(chatId)}/care-note?offset_minutes=${offsetMinutes}`,
  )

/** Asked once per session, once it has started (the server decides; a failure simply shows nothing). */
export const useCareNote = (chatId: string, enabled: boolean) => {
  const api = useApiClient()
  return useQuery({
    queryKey: ["care-note", chatId],
    queryFn: () => getCareNote(api, chatId, localOffsetMinutes()),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnWindowFocus: false,
  })
}
