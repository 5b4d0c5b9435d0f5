// must fail: jobs-not-api-or-cli
import { start } from "../cli/start.ts"

export const bad = start
