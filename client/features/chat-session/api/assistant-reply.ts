import { riskOf } from "../state/sse-parser.ts"
import type { AssistantProvider, AssistantReply } from "./chat-session-types.ts"

/** Every provider the contract names (contract/chats.ts): one missing or unknown here does not compile. */
const PROVIDERS: Readonly<Record<AssistantProvider, true>> = {
  anthropic: true,
  openai: true,
  google: true,
  local: true,
}

const isProvider = (value: unknown): value is AssistantProvider =>
  typeof value === "string" && Object.hasOwn(PROVIDERS, value)

/**
 * The JSON answer of POST /chats/{id}/messages checked field by field against the contract's `AssistantReply`
 * (the client carries no Schema runtime); null when it is not one. A server from before the risk grade: the
 * crisis flag implies it, and the message was recorded.
 */
export const assistantReplyOf = (body: unknown): AssistantReply | null =>
  typeof body === "object" &&
  body !== null &&
  "content" in body &&
  typeof body.content === "string" &&
  "reply_id" in body &&
  typeof body.reply_id === "string" &&
  "message_id" in body &&
  typeof body.message_id === "string" &&
  "provider" in body &&
  isProvider(body.provider) &&
  "crisis" in body &&
  typeof body.crisis === "boolean"
    ? {
        content: body.content,
        reply_id: body.reply_id,
        message_id: body.message_id,
        provider: body.provider,
        crisis: body.crisis,
        risk: riskOf("risk" in body ? body.risk : null, body.crisis),
        recorded: !("recorded" in body && body.recorded === false),
      }
    : null
