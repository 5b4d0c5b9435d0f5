// must fail: a handler does not write to streams itself; the use case lives in commands/
import { handleCommand } from "../eventstore/command-handler.ts"

export const bad = handleCommand
