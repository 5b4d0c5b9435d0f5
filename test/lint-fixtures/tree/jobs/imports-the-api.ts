// must fail: jobs-not-api-or-cli
import { serve } from "../api/server.ts"

export const bad = serve
