import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

/** GET /api/payments/checkout/status/{session_id} (SPEC §3 Payment status). */
export const getCheckoutStatus = (api: ApiClient, sessionId: string) =>
  api.get("payments.checkoutStatus", `/payments/checkout/status/${encodeURIComponent(sessionId)}`)

// The provider may confirm a few seconds after the return: ask again for about half a minute.
const POLL_INTERVAL_MS = 3_000
const MAX_POLLS = 10

export const checkoutStatusQueryOptions = (api: ApiClient, sessionId: string) =>
  queryOptions({
    queryKey: ["payments", "checkout-status", sessionId],
    queryFn: () => getCheckoutStatus(api, sessionId),
    retry: 1,
    refetchInterval: (query) =>
      query.state.data?.payment_status !== "paid" && query.state.dataUpdateCount < MAX_POLLS
        ? POLL_INTERVAL_MS
        : false,
  })

export const useCheckoutStatus = (sessionId: string | null, options: { readonly enabled: boolean }) => {
  const api = useApiClient()
  return useQuery({
    ...checkoutStatusQueryOptions(api, sessionId ?? ""),
    enabled: options.enabled && sessionId !== null,
  })
}
