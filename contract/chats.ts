import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "effect/http-api"
import { Conflict, Forbidden, NotFound, RateLimited, ValidationError } from "./errors.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"
import { Authorization } from "./middleware.ts"

export const ApproachId = Schema.Literals(["claude", "gpt", "gemini"])

export const Approach = Schema.Struct({ id: ApproachId, name: Schema.String, description: Schema.String })

export const ChatImage = Schema.Struct({
  url: Schema.String,
  width: Schema.Finite,
  height: Schema.Finite,
  alt: Schema.String,
})

/** A message as stored: `content` is the browser's ciphertext (base64 salt | iv | AES-GCM), never plaintext. */
export const ChatMessage = Schema.Struct({
  id: Schema.String,
  role: Schema.Literals(["user", "assistant"]),
  content: Schema.String,
  timestamp: Schema.String,
  image: Schema.NullOr(ChatImage),
})

export const ChatSummary = Schema.Struct({
  id: Schema.String,
  /** Ciphertext of the title (the first words of the first message), or null before the first message. */
  title: Schema.NullOr(Schema.String),
  therapeutic_approach: ApproachId,
  created_at: Schema.String,
  updated_at: Schema.String,
  message_count: Schema.Int,
  session_status: Schema.Literals(["pending", "active", "completed"]),
})

export const ChatDetail = Schema.Struct({
  id: Schema.String,
  title: Schema.NullOr(Schema.String),
  therapeutic_approach: ApproachId,
  created_at: Schema.String,
  updated_at: Schema.String,
  messages: Schema.Array(ChatMessage),
  /** Who answers this chat: the approach's provider, or "local" (the offline assistant) when it has no key. */
  assistant_provider: Schema.Literals(["anthropic", "openai", "google", "local"]),
})

/**
 * A picture as a message stores it: `url` is a reference (`/api/images/{id}`, `https://`, at most 2,048
 * characters) or, when the upload failed, the picture encrypted inline (`enc:`, at most 700,000).
 */
export const ChatImageInput = Schema.Struct({
  url: BoundedText(fieldMaxima.imageInline),
  width: Schema.Finite,
  height: Schema.Finite,
  alt: BoundedText(fieldMaxima.imageAlt),
})

export const ChatTurn = Schema.Struct({
  role: Schema.Literals(["user", "assistant"]),
  content: Schema.String,
})

export const SendMessage = Schema.Struct({
  /** The plaintext the assistant must read; held in memory only, never stored (DESIGN §6). */
  content: Schema.String,
  /** The same message encrypted in the browser: the only form that is stored. */
  ciphertext: BoundedText(fieldMaxima.messageCiphertext),
  /** Client-generated id (UUID): sending it again never records the message twice. */
  message_id: Schema.optional(BoundedText(fieldMaxima.id)),
  image: Schema.optional(Schema.NullOr(ChatImageInput)),
  /**
   * The attached picture for the model to see: a `data:image/...;base64,` URL the browser downscaled. Like
   * `content`, it is held in memory for this reply only and never stored (the stored `image.url` is encrypted).
   */
  image_data: Schema.optional(Schema.String),
  /** Recent turns in plaintext, oldest first, for context. */
  history: Schema.optional(Schema.Array(ChatTurn)),
  /** Ciphertext of a title for a chat that has none yet. */
  title: Schema.optional(BoundedText(fieldMaxima.titleCiphertext)),
  /**
   * The plaintext of the earlier message that raised the crisis card in this chat, held in memory only like
   * `content`: while the safety layer still reads crisis language in it, the clock does not end the session.
   */
  crisis_context: Schema.optional(Schema.String),
  /**
   * Memory (SPEC-divergence, issue 15): the plaintext of the session summaries the user keeps, decrypted by the
   * browser and sent with each message while memory is on; held in memory for this reply only, never stored.
   */
  memory: Schema.optional(Schema.Array(Schema.String)),
  /**
   * A fresh P-256 public key of this request (raw point, base64). With it the reply goes on when the connection
   * drops and is kept sealed to this key meanwhile; the browser resumes it with GET
   * /chats/{id}/replies/{reply_id}/events (contract/replies.ts).
   */
  reply_key: Schema.optional(Schema.String),
})

export const AssistantReply = Schema.Struct({
  content: Schema.String,
  /** Store the encrypted reply under this id with POST /chats/{id}/replies. */
  reply_id: Schema.String,
  message_id: Schema.String,
  provider: Schema.Literals(["anthropic", "openai", "google", "local"]),
  /** True when the safety layer recognised crisis language: the client shows the crisis card. */
  crisis: Schema.Boolean,
  /**
   * The safety layer's grade: "high" raised the card; "possible" — the assistant asks gently and directly, and
   * the resources are one tap away without the full card (issue 23).
   */
  risk: Schema.Literals(["none", "possible", "high"]),
  /**
   * false: the message was heard and answered but not recorded — the chat was deleted meanwhile, or a free
   * crisis conversation is already open elsewhere (issue 22). There is nothing to store the reply under.
   */
  recorded: Schema.Boolean,
})

/** "Rigenera" (`regenerate`, the last reply's id) or "Modifica" (`edit`, the last user message's id). */
export const SupersedeExchange = Schema.Struct({ message_id: Schema.String, reason: Schema.String })

export const SupersededExchange = Schema.Struct({
  /** Every message that left the conversation so far (the log keeps them; the chat no longer shows them). */
  superseded: Schema.Array(Schema.String),
})

/** The reply as the browser encrypted it, under the `reply_id` the server gave it. */
export const StoreReply = Schema.Struct({
  reply_id: BoundedText(fieldMaxima.id),
  ciphertext: BoundedText(fieldMaxima.replyCiphertext),
})

export class ServiceUnavailable extends Schema.Error<ServiceUnavailable>("ServiceUnavailable")(
  {
    _tag: Schema.tagDefaultOmit("ServiceUnavailable"),
    code: Schema.tag("ASSISTANT_UNAVAILABLE"),
    detail: Schema.String,
    /** The user's message was stored: the client may ask again without sending it twice. */
    message_id: Schema.String,
  },
  { httpApiStatus: 503 },
) {}

const chatId = { id: Schema.String }
const chatErrors = [NotFound, Forbidden, Conflict, ValidationError]

export class ApproachesGroup extends HttpApiGroup.make("approaches").add(
  HttpApiEndpoint.get("list", "/therapeutic-approaches", { success: Schema.Array(Approach) }),
) {}

export class ChatsGroup extends HttpApiGroup.make("chats")
  .add(
    HttpApiEndpoint.get("list", "/chats", { success: Schema.Array(ChatSummary) }),
    HttpApiEndpoint.post("create", "/chats", {
      payload: Schema.Struct({ therapeutic_approach: Schema.optional(Schema.String) }),
      success: ChatSummary.pipe(HttpApiSchema.status(201)),
      // 403 until the address is verified (before the first session)
      error: [ValidationError, Forbidden],
    }),
    HttpApiEndpoint.get("get", "/chats/:id", { params: chatId, success: ChatDetail, error: NotFound }),
    HttpApiEndpoint.delete("delete", "/chats/:id", {
      params: chatId,
      success: Schema.Struct({ success: Schema.Boolean, message: Schema.String }),
      error: chatErrors,
    }),
    HttpApiEndpoint.put("approach", "/chats/:id/approach", {
      params: chatId,
      payload: Schema.Struct({ therapeutic_approach: Schema.String }),
      success: Schema.Struct({ therapeutic_approach: ApproachId }),
      error: chatErrors,
    }),
    HttpApiEndpoint.post("send", "/chats/:id/messages", {
      params: chatId,
      payload: SendMessage,
      success: AssistantReply,
      // 429: the person's pace or daily allowance of assistant replies (never for a crisis's first message),
      // or their daily storage budget (never for a crisis)
      error: [...chatErrors, ServiceUnavailable, RateLimited],
    }),
    HttpApiEndpoint.post("supersede", "/chats/:id/supersede", {
      params: chatId,
      payload: SupersedeExchange,
      success: SupersededExchange,
      error: chatErrors,
    }),
    /**
     * 409 REPLY_NOT_EXPECTED when no message waits for a reply; 403 SESSION_ENDED when the session ended more
     * than 5 minutes ago (unless the reply was relayed, or the session held open for a crisis); 429 past the
     * person's daily storage budget.
     */
    HttpApiEndpoint.post("reply", "/chats/:id/replies", {
      params: chatId,
      payload: StoreReply,
      success: Schema.Struct({ success: Schema.Boolean }),
      error: [...chatErrors, RateLimited],
    }),
  )
  .middleware(Authorization) {}
