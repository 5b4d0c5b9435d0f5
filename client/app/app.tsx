import { UnlockGate } from "../components/keys/unlock-gate.tsx"
import { AppProvider } from "./provider.tsx"
import { AppRouter } from "./router.tsx"

export const App = () => (
  <AppProvider>
    <UnlockGate />
    <AppRouter />
  </AppProvider>
)
