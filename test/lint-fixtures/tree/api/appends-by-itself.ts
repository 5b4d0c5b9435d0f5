// must fail: edges-never-append
import { handleCommand } from "../eventstore/command-handler.ts"

export const bad = handleCommand
