import { UnlockGate } from "../components/keys/unlock-gate.tsx"
import { AppProvider, type AppServices } from "./provider.tsx"
import { AppRouter } from "./router.tsx"

export const App = ({ services }: { readonly services?: AppServices }) => (
  <AppProvider services={services}>
    <UnlockGate />
    <AppRouter />
  </AppProvider>
)
