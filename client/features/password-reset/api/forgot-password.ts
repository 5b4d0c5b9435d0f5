import { useMutation } from "@tanstack/react-query"

import { useApiClient } from "../../../lib/api-client-context.tsx"

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const useForgotPassword = () => {
  const api = useApiClient()
  return useMutation({
    mutationFn: (email: string) => api.post("auth.forgotPassword", "/auth/forgot-password", { email }),
  })
}
