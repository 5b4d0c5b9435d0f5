import { Schema } from "effect"
import { expireSession } from "../../commands/chats/session-expiry.ts"
import { effectJob } from "../effect-job.ts"

/** What `sessionExpiryHook` enqueues: the chat whose session should have ended by now. */
export const SessionExpireJob = Schema.Struct({ chatId: Schema.String })

/** The session__expire worker: completes the session by expiry (once, however many jobs were armed). */
export const sessionExpireHandler = effectJob("session__expire", SessionExpireJob, ({ chatId }) =>
  expireSession(chatId),
)
