// must pass: eventstore/ imports domain/
import { Thing } from "../domain/thing.ts"

export const handleCommand = Thing
