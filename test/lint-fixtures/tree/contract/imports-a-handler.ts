// must fail: contract-is-browser-safe
import { handler } from "../api/thing-http.ts"

export const bad = handler
