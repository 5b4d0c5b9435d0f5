import { createContext, use, type ReactNode } from "react"

import type { ApiClient } from "./api-client.ts"

const ApiClientContext = createContext<ApiClient | null>(null)

export const ApiClientProvider = ({ client, children }: { client: ApiClient; children: ReactNode }) => (
  <ApiClientContext value={client}>{children}</ApiClientContext>
)

export const useApiClient = (): ApiClient => {
  const client = use(ApiClientContext)
  if (client === null) throw new Error("useApiClient must be used inside <ApiClientProvider>")
  return client
}
