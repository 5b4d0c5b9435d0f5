// must fail: commands-below-the-edges
import { handler } from "../api/thing-http.ts"

export const bad = handler
