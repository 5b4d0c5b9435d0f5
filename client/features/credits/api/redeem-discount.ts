import { useMutation, useQueryClient } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { sessionInfoQueryOptions } from "./get-session-info.ts"

export const redeemDiscount = (api: ApiClient, code: string) =>
  api.post("discounts.redeem", "/discount/redeem", { code })

export const useRedeemDiscount = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => redeemDiscount(api, code),
    onSuccess: (response) => {
      if (response.success)
        void queryClient.invalidateQueries({ queryKey: sessionInfoQueryOptions(api).queryKey })
    },
  })
}
