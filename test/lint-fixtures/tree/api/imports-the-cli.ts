// must fail: api-not-jobs-or-cli
import { start } from "../cli/start.ts"

export const bad = start
