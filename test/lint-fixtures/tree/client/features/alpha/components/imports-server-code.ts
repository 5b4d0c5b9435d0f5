// must fail: client-speaks-only-the-contract
import { handler } from "../../../../api/thing-http.ts"

export const bad = handler
