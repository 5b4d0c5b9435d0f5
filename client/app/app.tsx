import { UnlockPrompt } from "../components/keys/unlock-prompt.tsx"
import { AppProvider } from "./provider.tsx"
import { AppRouter } from "./router.tsx"

export const App = () => (
  <AppProvider>
    <UnlockPrompt />
    <AppRouter />
  </AppProvider>
)
