import { useMutation } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

export type ResetPasswordResponse = { readonly success: boolean; readonly message: string }

/** POST /api/auth/reset-password (public): the token from the reset e-mail and the new password. */
export const resetPassword = (api: ApiClient, input: { readonly token: string; readonly password: string }) =>
  api.post<ResetPasswordResponse>("/auth/reset-password", { token: input.token, password: input.password })

export const useResetPassword = () => {
  const api = useApiClient()
  return useMutation({
    mutationFn: (input: { readonly token: string; readonly password: string }) => resetPassword(api, input),
  })
}
