import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createStore, Provider as JotaiProvider } from "jotai"
import { useEffect, useState, type ReactNode } from "react"
import { createApiClient, type ApiClient } from "../lib/api-client.ts"
import { ApiClientProvider } from "../lib/api-client-context.tsx"
import {
  authSessionAtom,
  bearerTokenAtom,
  restoreSessionAtom,
  signedOutAtom,
} from "../lib/auth/auth-store.ts"
import { runCryptoSelfTest } from "../lib/crypto/message-crypto.ts"
import { notify } from "../lib/notify.ts"
import { AppToaster } from "./app-toaster.tsx"

const CRYPTO_UNSUPPORTED =
  "Il tuo browser non supporta la crittografia necessaria per garantire la privacy delle conversazioni. " +
  "Usa un browser moderno e aggiornato (Chrome, Firefox, Safari o Edge)."

export type AppServices = {
  readonly store: ReturnType<typeof createStore>
  readonly queryClient: QueryClient
  readonly api: ApiClient
}

/** Everything the app shares, built once per mounted app (tests build their own). */
export const createAppServices = (options: { readonly fetch?: typeof fetch } = {}): AppServices => {
  const store = createStore()
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: true, retry: 1 },
      mutations: { retry: false },
    },
  })
  const api = createApiClient({
    getToken: () => store.get(bearerTokenAtom),
    // SPEC §8: a 401 on a protected call ends the session; the route guard then sends the user to /login.
    onUnauthorized: () => {
      if (store.get(authSessionAtom).status !== "signed-in") return
      store.set(signedOutAtom)
      queryClient.clear()
      notify.error("Sessione scaduta. Effettua di nuovo il login.", { long: true })
    },
    ...(options.fetch !== undefined ? { fetch: options.fetch } : {}),
  })
  return { store, queryClient, api }
}

export const AppProvider = ({
  children,
  services: given,
}: {
  readonly children: ReactNode
  readonly services?: AppServices | undefined
}) => {
  const [services] = useState(() => given ?? createAppServices())

  useEffect(() => {
    // restoreSessionAtom acts only while the session is still "loading", so StrictMode's second run is harmless.
    void services.store.set(restoreSessionAtom, services.api)
  }, [services])

  useEffect(() => {
    // SPEC §4 and §8: prove once that this browser can encrypt, and say so plainly if it cannot.
    let active = true
    void runCryptoSelfTest().then((ok) => {
      if (!ok && active) window.alert(CRYPTO_UNSUPPORTED)
    })
    return () => {
      active = false
    }
  }, [])

  return (
    <JotaiProvider store={services.store}>
      <QueryClientProvider client={services.queryClient}>
        <ApiClientProvider client={services.api}>
          {children}
          <AppToaster />
        </ApiClientProvider>
      </QueryClientProvider>
    </JotaiProvider>
  )
}
