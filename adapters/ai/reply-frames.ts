import { Effect, Stream } from "effect"
import type { AiError } from "./ai-error.ts"
import type { Provider } from "./ai-request.ts"
import type { RiskLevel } from "../../domain/safety/risk-assessment.ts"

/** One frame of a reply as the browser receives it (api/chats/reply-stream-sse.ts sends it as SSE). */
export interface ReplyFrame {
  readonly event: string
  readonly data: unknown
}

export interface ReplyMeta {
  readonly message_id: string
  readonly reply_id: string
  readonly provider: Provider
  /** The safety layer raised the crisis card for this message: the browser shows it before any word. */
  readonly crisis: boolean
  /** "possible": the assistant asks gently and directly, the resources one tap away, without the full card. */
  readonly risk: RiskLevel
  /** false: heard and answered, not recorded (the chat was deleted while the person wrote in crisis). */
  readonly recorded: boolean
}

const failure = (meta: ReplyMeta, detail: string): ReplyFrame => ({
  event: "error",
  data: { detail, code: "ASSISTANT_UNAVAILABLE", message_id: meta.message_id },
})

/**
 * The assistant's reply as frames: `meta` first (so a crisis card shows before any word), then one `token` per
 * text delta (a relayed reply keeps a window of them as one chunk: reply-relay/chunk-writer.ts), then `done`; a provider failure ends with `error` (the
 * user's message is already stored). A `crisis` frame may come among the tokens: the model's second opinion
 * recognised what the local assessment did not, and the card shows then.
 */
export const replyFrames = (
  meta: ReplyMeta,
  tokens: Stream.Stream<string, AiError>,
  /** The model's second opinion, in parallel with the words: true sends a `crisis` frame before `done`. */
  secondOpinion: Effect.Effect<boolean> = Effect.succeed(false),
): Stream.Stream<ReplyFrame> => {
  const first: ReplyFrame = { event: "meta", data: meta }
  const last: ReplyFrame = { event: "done", data: { reply_id: meta.reply_id } }
  return Stream.make(first).pipe(
    Stream.concat(
      Stream.merge(
        tokens.pipe(Stream.map((text): ReplyFrame => ({ event: "token", data: { text } }))),
        Stream.fromEffect(secondOpinion).pipe(
          Stream.filter((crisis) => crisis),
          Stream.map((): ReplyFrame => ({ event: "crisis", data: { reply_id: meta.reply_id } })),
        ),
      ),
    ),
    Stream.concat(Stream.make(last)),
    Stream.catchTag("AiError", (error) => Stream.make(failure(meta, error.userMessage))),
  )
}
