import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import "./styles/theme.css.ts"
import { App } from "./app/app.tsx"
import { preloadRouteChunk } from "./app/lazy-routes.ts"
import { createAppServices } from "./app/provider.tsx"
import { restoreSessionAtom } from "./lib/auth/auth-store.ts"
import { registerServiceWorker } from "./lib/register-service-worker.ts"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

preloadRouteChunk(window.location.pathname)
// the saved session is checked (GET /user/me, the key from IndexedDB) while React renders, not after
const services = createAppServices()
void services.store.set(restoreSessionAtom, services.api)
createRoot(root).render(
  <StrictMode>
    <App services={services} />
  </StrictMode>,
)
registerServiceWorker()
