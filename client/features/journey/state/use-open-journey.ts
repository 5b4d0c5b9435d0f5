import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useAtomValue } from "jotai"
import { useCallback } from "react"

import { useApiClient } from "../../../lib/api-client-context.tsx"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { journeyQueryOptions, useJourney } from "../api/journey-api.ts"
import { memoryFromStored, openJourney, type OpenJourney } from "./open-journey.ts"

export type JourneyView =
  | { readonly status: "loading" }
  | { readonly status: "locked" }
  | { readonly status: "error" }
  | { readonly status: "ready"; readonly journey: OpenJourney }

/** The journey, opened in the browser whenever its ciphertext changes. */
export const useOpenJourney = (): JourneyView => {
  const keyring = useAtomValue(keyringAtom)
  const journey = useJourney()
  const opened = useQuery({
    queryKey: ["journey-open", journey.data],
    queryFn: () =>
      keyring === null || journey.data === undefined ? null : openJourney(keyring, journey.data),
    enabled: keyring !== null && journey.data !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  })
  if (keyring === null) return { status: "locked" }
  if (journey.isError || opened.isError) return { status: "error" }
  if (opened.data === undefined || opened.data === null) return { status: "loading" }
  return { status: "ready", journey: opened.data }
}

/** For the chat: the memory a new message carries, read fresh (nothing when memory is off or locked). */
export const useMemoryForMessages = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const keyring = useAtomValue(keyringAtom)
  return useCallback(async (): Promise<ReadonlyArray<string>> => {
    if (keyring === null) return []
    try {
      const journey = await queryClient.fetchQuery(journeyQueryOptions(api))
      return await memoryFromStored(keyring, journey)
    } catch {
      return []
    }
  }, [api, keyring, queryClient])
}
