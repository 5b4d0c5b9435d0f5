import { useMutation } from "@tanstack/react-query"
import { useSetAtom } from "jotai"

import { useApiClient } from "../../../lib/api-client-context.tsx"
import { userUpdatedAtom } from "../../../lib/auth/auth-store.ts"
import { updatePreferences } from "../../../lib/auth/user-api.ts"

/** PUT /api/user/preferences {ai_name} → the updated user (SPEC §7). */
export const updateAssistantName = updatePreferences

/** Renames the assistant and puts the fresher user into the auth session. */
export const useUpdateAssistantName = () => {
  const api = useApiClient()
  const userUpdated = useSetAtom(userUpdatedAtom)
  return useMutation({
    mutationFn: (aiName: string) => updateAssistantName(api, aiName),
    onSuccess: (user) => userUpdated(user),
  })
}
