import { useMutation } from "@tanstack/react-query"

import { errorMessage, isApiError, type ApiClient } from "../api-client.ts"
import { useApiClient } from "../api-client-context.tsx"

/*
 * A new verification link, asked for from the sign-up confirmation, the verification page's form and the
 * dashboard's "verify your address" note: one fetcher, one hook, one message.
 */

/** POST /api/auth/resend-verification: the same answer whatever the address (429 within the cooldown). */
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
