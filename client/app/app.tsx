import { AppProvider } from "./provider.tsx"
import { AppRouter } from "./router.tsx"

export const App = () => (
  <AppProvider>
    <AppRouter />
  </AppProvider>
)
