// must fail: api-tests-not-cli
import { start } from "../cli/start.ts"

export const bad = start
