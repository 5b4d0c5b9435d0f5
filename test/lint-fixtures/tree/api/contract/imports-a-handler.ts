// must fail: contract-is-browser-safe
import { handler } from "../thing-http.ts"

export const bad = handler
