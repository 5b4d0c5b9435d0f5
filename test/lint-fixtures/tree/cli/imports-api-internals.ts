// must fail: cli-starts-only-the-server
import { handler } from "../api/thing-http.ts"

export const bad = handler
