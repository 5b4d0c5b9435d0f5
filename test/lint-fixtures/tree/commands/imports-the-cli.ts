// must fail: commands-below-the-edges
import { start } from "../cli/start.ts"

export const bad = start
