import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { NotFound } from "./errors.ts"
import { Authorization } from "./middleware.ts"

/**
 * A reply that outlives its request (issue 15): sent with a `reply_key`, the reply goes on when the browser goes
 * away, kept sealed to that key (never plaintext), until the browser stores it with POST /chats/{id}/replies.
 */
export const PendingReply = Schema.Struct({
  reply_id: Schema.String,
  /** The user's message it answers (the browser keeps the reply's private key under this id). */
  message_id: Schema.String,
  /** The writer is done: everything there will be is stored. */
  finished: Schema.Boolean,
})

/** A reply still kept for the user, in any of their chats (GET /replies/pending). */
export const UserPendingReply = Schema.Struct({
  chat_id: Schema.String,
  ...PendingReply.fields,
})

const replyParams = { id: Schema.String, reply_id: Schema.String }

export class RepliesGroup extends HttpApiGroup.make("replies")
  .add(
    /**
     * The user's replies not yet stored, across their chats, oldest first: at the next visit the browser that
     * asked stores the finished ones without opening each chat. Nothing to send; only a signed-in user (401).
     */
    HttpApiEndpoint.get("pendingAll", "/replies/pending", {
      success: Schema.Struct({ replies: Schema.Array(UserPendingReply) }),
    }),
    HttpApiEndpoint.get("pending", "/chats/:id/replies/pending", {
      params: { id: Schema.String },
      success: Schema.Struct({ replies: Schema.Array(PendingReply) }),
      error: NotFound,
    }),
    /**
     * `text/event-stream`: `relay` (`reply_id`, `message_id`, `server_key`), then each chunk after `Last-Event-ID`
     * as `sealed` (`{ sealed }`: base64 iv | AES-GCM, see adapters/ai/reply-relay/relay-crypto.ts) with its sequence
     * as `id`, until the reply is finished; `lost` when its writer is gone. A sealed chunk opens to one frame of
     * POST /chats/{id}/messages (`meta`, `token`, `crisis`, `done`, `error`) or `stopped`.
     */
    HttpApiEndpoint.get("events", "/chats/:id/replies/:reply_id/events", {
      params: replyParams,
      success: Schema.String,
      error: NotFound,
    }),
    /** Stop: the reply is no longer written, whichever replica writes it. */
    HttpApiEndpoint.post("stop", "/chats/:id/replies/:reply_id/stop", {
      params: replyParams,
      success: Schema.Struct({ stopped: Schema.Boolean }),
      error: NotFound,
    }),
  )
  .middleware(Authorization) {}
