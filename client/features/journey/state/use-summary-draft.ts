import { useQuery } from "@tanstack/react-query"
import { useAtomValue } from "jotai"
import { useState } from "react"

import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { useCurrentUser } from "../../../lib/auth/use-auth.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { encryptText } from "../../../lib/crypto/message-crypto.ts"
import { draftSummary, useJourneyChange, type Turn } from "../api/journey-api.ts"

export const DRAFT_ERROR =
  "L'assistente non è riuscito a preparare il riassunto. Puoi scriverlo tu qui sotto, oppure riprovare."

/** The server reads at most 200 turns of 8000 characters for a draft: the latest ones are what it gets. */
const withinLimits = (transcript: ReadonlyArray<Turn>): ReadonlyArray<Turn> =>
  transcript
    .slice(-200)
    .map((turn) => ({ role: turn.role, content: [...turn.content].slice(0, 8000).join("") }))

export type DraftState =
  | { readonly status: "drafting" }
  | { readonly status: "ready" }
  | { readonly status: "failed"; readonly detail: string }

/**
 * At the end of a session: the assistant's draft (from the transcript sent once, kept nowhere), the text the
 * user edits, and saving it encrypted in the journey.
 */
export const useSummaryDraft = (chatId: string, transcript: ReadonlyArray<Turn>) => {
  const api = useApiClient()
  const user = useCurrentUser()
  const keyring = useAtomValue(keyringAtom)
  const change = useJourneyChange()
  // asked once per session end (the transcript of that moment); "Riprova" asks again
  const query = useQuery({
    queryKey: ["summary-draft", chatId],
    queryFn: () => draftSummary(api, chatId, withinLimits(transcript)),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  })
  const [edited, setText] = useState<string | null>(null)
  const text = edited ?? query.data?.content ?? ""
  const draft: DraftState = query.isError
    ? { status: "failed", detail: errorMessage(query.error, DRAFT_ERROR) }
    : query.isFetching || query.data === undefined
      ? { status: "drafting" }
      : { status: "ready" }

  const save = async (): Promise<boolean> => {
    if (keyring === null || user === null || text.trim() === "") return false
    const ciphertext = await encryptText(keyring, user.encryption_salt, text.trim())
    await change.mutateAsync({ kind: "save", summaryId: crypto.randomUUID(), chatId, ciphertext })
    return true
  }

  return {
    text,
    setText,
    draft,
    retry: () => void query.refetch(),
    save,
    saving: change.isPending,
  }
}
