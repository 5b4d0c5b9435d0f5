import { useMutation, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { PayloadOf, SuccessOf } from "../../../lib/api-endpoints.ts"

/** The token, the new password, and the data key wrapped by it: the old key (recovery key given) or a new one. */
export type ResetPasswordInput = PayloadOf<"auth.resetPassword">

/** POST /api/auth/reset-password (public): the token from the e-mail, the new password and the keys. */
export const resetPassword = (api: ApiClient, input: ResetPasswordInput) =>
  api.post("auth.resetPassword", "/auth/reset-password", input)

export const useResetPassword = () => {
  const api = useApiClient()
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(api, input) })
}

/** What the link can open: the data key wrapped by the recovery key (null for an account without one). */
export type ResetKeys = SuccessOf<"auth.resetKeys">

/** POST /api/auth/reset-password/keys: checks the link (400 when used, superseded or expired) without using it. */
export const useResetKeys = (token: string | null) => {
  const api = useApiClient()
  return useQuery({
    queryKey: ["reset-keys", token],
    queryFn: () => api.post("auth.resetKeys", "/auth/reset-password/keys", { token: token ?? "" }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  })
}
