import { useMutation } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { SuccessOf } from "../../../lib/api-endpoints.ts"

export type VerifyEmailResponse = SuccessOf<"auth.verifyEmail">

export const verifyEmail = (api: ApiClient, token: string) =>
  api.post("auth.verifyEmail", "/auth/verify-email", { token })

export const useVerifyEmail = () => {
  const api = useApiClient()
  return useMutation({ mutationFn: (token: string) => verifyEmail(api, token) })
}
