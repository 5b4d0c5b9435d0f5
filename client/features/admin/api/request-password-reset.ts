import { useMutation } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type {} from "./admin-types.ts"

export const requestPasswordReset = (api: ApiClient, userId: string) =>
  api.post("admin.requestPasswordReset", `/admin/users/${encodeURIComponent(userId)}/request-password-reset`)

export const useRequestPasswordReset = () => {
  const api = useApiClient()
  return useMutation({ mutationFn: (userId: string) => requestPasswordReset(api, userId) })
}
