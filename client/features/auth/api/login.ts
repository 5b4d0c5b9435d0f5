import { useMutation } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { PayloadOf } from "../../../lib/api-endpoints.ts"

export type LoginInput = PayloadOf<"auth.login">

export const login = (api: ApiClient, input: LoginInput) => api.post("auth.login", "/auth/login", input)

export const useLogin = () => {
  const api = useApiClient()
  return useMutation({ mutationFn: (input: LoginInput) => login(api, input) })
}
