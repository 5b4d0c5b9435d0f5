import { useMutation } from "@tanstack/react-query"

import { ApiError, errorMessage, isApiError, type ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { PackageType } from "../state/packages.ts"

/** POST /api/payments/checkout/create; the browser then leaves for the provider's checkout page. */
export const createCheckout = async (api: ApiClient, packageType: PackageType): Promise<string> => {
  const response = await api.post("payments.createCheckout", "/payments/checkout/create", {
    package_type: packageType,
    frontend_origin: window.location.origin,
  })
  if (typeof response?.checkout_url !== "string" || response.checkout_url === "") {
    throw new ApiError({ status: 0, detail: null, code: "missing_checkout_url", retryAfterSeconds: null })
  }
  return response.checkout_url
}

/** SPEC §8 checkout errors. A 401 is already announced by the session-expired handler: null = say nothing. */
export const checkoutErrorMessage = (error: unknown): string | null => {
  if (isApiError(error, 401)) return null
  if (isApiError(error, 403)) return "Accesso negato. Verifica le tue credenziali."
  return errorMessage(error, "Errore nella creazione del pagamento. Riprova.")
}

export const useCreateCheckout = () => {
  const api = useApiClient()
  return useMutation({
    mutationFn: (packageType: PackageType) => createCheckout(api, packageType),
    onSuccess: (checkoutUrl) => window.location.assign(checkoutUrl),
  })
}
