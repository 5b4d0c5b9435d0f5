// must fail: client-shared-not-features
import { routes } from "../app/router.tsx"

export const bad = routes
