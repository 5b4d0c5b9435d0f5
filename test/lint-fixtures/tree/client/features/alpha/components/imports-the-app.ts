// must fail: client-feature-not-app
import { routes } from "../../../app/router.tsx"

export const bad = routes
