import { useMutation } from "@tanstack/react-query"

import { ApiError, errorMessage, isApiError, type ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

/** POST /api/payments/portal: the provider's page for the subscription (Stripe's customer portal, or the local one). */
export const openPortal = async (api: ApiClient): Promise<string> => {
  const response = await api.post("payments.openPortal", "/payments/portal", {
    frontend_origin: window.location.origin,
  })
  if (typeof response?.portal_url !== "string" || response.portal_url === "") {
    throw new ApiError({ status: 0, detail: null, code: "missing_portal_url", retryAfterSeconds: null })
  }
  return response.portal_url
}

/** What to say when it did not open; null after a 401 (the session-expired handler already says it). */
export const portalErrorMessage = (error: unknown): string | null =>
  isApiError(error, 401)
    ? null
    : errorMessage(error, "Non è stato possibile aprire la gestione dell'abbonamento. Riprova.")

/** Opens it: the browser leaves for the provider's page, which sends it back to the dashboard. */
export const useOpenPortal = () => {
  const api = useApiClient()
  return useMutation({
    mutationFn: () => openPortal(api),
    onSuccess: (url) => window.location.assign(url),
  })
}
