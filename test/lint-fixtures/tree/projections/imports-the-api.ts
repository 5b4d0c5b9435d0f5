// must fail: projections-import-eventstore-and-domain
import { handler } from "../api/thing-http.ts"

export const bad = handler
