import { StrictMode } from "react"
import { createRoot } from "react-dom/client"

import "./styles/theme.css.ts"
import { App } from "./app/app.tsx"
import { preloadRouteChunk } from "./app/lazy-routes.ts"
import { registerServiceWorker } from "./lib/register-service-worker.ts"

const root = document.getElementById("root")
if (root === null) throw new Error("index.html has no #root element")

preloadRouteChunk(window.location.pathname)
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
registerServiceWorker()
