import { useMutation } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type {} from "../../../lib/auth/user.ts"

export type LoginInput = { readonly email: string; readonly password: string }

export const login = (api: ApiClient, input: LoginInput) => api.post("auth.login", "/auth/login", input)

export const useLogin = () => {
  const api = useApiClient()
  return useMutation({ mutationFn: (input: LoginInput) => login(api, input) })
}
