// must pass: job handlers run use cases from commands/
import { expireSession } from "../commands/chats/session-expiry.ts"

export const good = expireSession
