import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"

import type {} from "../../../../contract/vault.ts"
import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"

/** The user's private vault: only ciphertext travels (the plan is encrypted and decrypted in the browser). */
export const getVault = (api: ApiClient) => api.get("vault.get", "/user/vault")
export const saveVault = (api: ApiClient, ciphertext: string) =>
  api.put("vault.save", "/user/vault", { ciphertext })

export const vaultQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: ["vault"], queryFn: () => getVault(api), staleTime: 60_000 })

export const useVault = (enabled: boolean) => {
  const api = useApiClient()
  return useQuery({ ...vaultQueryOptions(api), enabled })
}

export const useSaveVault = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (ciphertext: string) => saveVault(api, ciphertext),
    onSuccess: (saved) => queryClient.setQueryData(vaultQueryOptions(api).queryKey, saved),
  })
}
