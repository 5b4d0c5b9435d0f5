import { useMutation } from "@tanstack/react-query"

import { errorMessage, isApiError, type ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

export const resendVerification = (api: ApiClient, email: string) =>
  api.post("auth.resendVerification", "/auth/resend-verification", { email })

/** SPEC §8: 429 means the 5-minute cooldown; otherwise the server detail, otherwise the fallback. */
export const resendVerificationErrorMessage = (error: unknown): string =>
  isApiError(error, 429)
    ? "Aspetta 5 minuti prima di richiedere un'altra email di verifica"
    : errorMessage(error, "Errore nell'invio dell'email di verifica")

export const useResendVerification = () => {
  const api = useApiClient()
  return useMutation({ mutationFn: (email: string) => resendVerification(api, email) })
}
