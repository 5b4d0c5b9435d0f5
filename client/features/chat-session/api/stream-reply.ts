import { API_BASE_URL, networkError, readApiError } from "../../../lib/api-client.ts"
import { createSseParser, toReplyEvent, type ReplyMeta } from "../state/sse-parser.ts"
import { assistantReplyOf } from "./assistant-reply.ts"
import type { SendMessageBody } from "./chat-session-types.ts"

export type StreamHandlers = {
  /** The server accepted (stored) the user's message; a crisis card must show before any word. */
  readonly onMeta: (meta: ReplyMeta) => void
  readonly onToken: (text: string, soFar: string) => void
  /** A `crisis` frame: the model's second opinion raises the card while the reply streams. */
  readonly onCrisis?: () => void
}

export type StreamOutcome =
  | { readonly kind: "done"; readonly meta: ReplyMeta; readonly text: string }
  /** Stopped by the user: `meta` is null when the server had not answered yet. */
  | { readonly kind: "aborted"; readonly meta: ReplyMeta | null; readonly text: string }
  /** The provider failed after the message was stored (SSE `error`, or the connection dropped). */
  | {
      readonly kind: "failed"
      readonly meta: ReplyMeta
      readonly text: string
      readonly detail: string | null
      /** The last relayed chunk that arrived (SSE `id`): the reply may be resumed after it. */
      readonly lastEventId?: string
    }

const isAbort = (error: unknown) =>
  (error instanceof DOMException && error.name === "AbortError") ||
  (error instanceof Error && error.name === "AbortError")

/** What a request for a reply's event stream (a new reply, or the rest of one) takes besides its own. */
export type ReplyStreamRequest = {
  readonly token: string | null
  /** The Stop button, or the page going away. */
  readonly signal: AbortSignal
  readonly handlers: StreamHandlers
  readonly baseUrl?: string
  readonly fetch?: typeof fetch
}

/** The fetch to use, the address of an API path, and an event stream's headers with the bearer token when signed in. */
export const eventStreamRequest = (input: ReplyStreamRequest) => {
  const headers: Record<string, string> = { Accept: "text/event-stream" }
  if (input.token !== null) headers["Authorization"] = `Bearer ${input.token}`
  return {
    doFetch: input.fetch ?? ((url: string, init?: RequestInit) => globalThis.fetch(url, init)),
    url: (path: string) => `${input.baseUrl ?? API_BASE_URL}${path}`,
    headers,
  }
}

/**
 * POST /chats/{id}/messages with `Accept: text/event-stream`. Failures before streaming (403 session ended,
 * 503, network) throw an ApiError (status 0 for the network); once `meta` arrived the message is stored and
 * every ending is an outcome. The AbortSignal is the Stop button: closing the connection stops generation.
 */
export const streamReply = async (
  input: ReplyStreamRequest & { readonly chatId: string; readonly body: SendMessageBody },
): Promise<StreamOutcome> => {
  const { doFetch, url, headers } = eventStreamRequest(input)
  headers["Content-Type"] = "application/json"

  let response: Response
  try {
    response = await doFetch(url(`/chats/${encodeURIComponent(input.chatId)}/messages`), {
      method: "POST",
      headers,
      body: JSON.stringify(input.body),
      signal: input.signal,
    })
  } catch (error) {
    if (isAbort(error)) return { kind: "aborted", meta: null, text: "" }
    throw networkError()
  }
  if (!response.ok) throw await readApiError(response)

  // A server that ignored Accept answers the whole reply as JSON: treat it as one token.
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
    const reply = assistantReplyOf(await response.json().catch(() => null))
    if (reply === null) throw networkError()
    const { content: _content, ...meta } = reply
    input.handlers.onMeta(meta)
    input.handlers.onToken(reply.content, reply.content)
    return { kind: "done", meta, text: reply.content }
  }

  const parser = createSseParser()
  const decoder = new TextDecoder()
  let meta: ReplyMeta | null = null
  let text = ""
  let lastEventId: string | undefined
  const dropped = () => ({
    kind: "failed" as const,
    meta: meta as ReplyMeta,
    text,
    detail: null,
    ...(lastEventId === undefined ? {} : { lastEventId }),
  })
  const reader = response.body?.getReader()
  if (reader === undefined) throw networkError()

  try {
    for (;;) {
      const { value, done } = await reader.read()
      const frames = done
        ? [...parser.push(decoder.decode()), ...parser.end()]
        : parser.push(decoder.decode(value, { stream: true }))
      for (const frame of frames) {
        if (frame.id !== undefined) lastEventId = frame.id
        const event = toReplyEvent(frame)
        if (event === null) continue
        if (event.type === "meta") {
          meta = event.meta
          input.handlers.onMeta(meta)
        } else if (meta === null) {
          continue
        } else if (event.type === "crisis") {
          const before: ReplyMeta = meta
          meta = { ...before, crisis: true, risk: "high" }
          input.handlers.onCrisis?.()
        } else if (event.type === "token") {
          text += event.text
          input.handlers.onToken(event.text, text)
        } else if (event.type === "done") {
          void reader.cancel().catch(() => undefined)
          return { kind: "done", meta, text }
        } else {
          void reader.cancel().catch(() => undefined)
          return { kind: "failed", meta, text, detail: event.detail }
        }
      }
      if (done) break
    }
  } catch (error) {
    if (isAbort(error) || input.signal.aborted) return { kind: "aborted", meta, text }
    if (meta === null) throw networkError()
    return dropped()
  }
  if (input.signal.aborted) return { kind: "aborted", meta, text }
  if (meta === null) throw networkError()
  // The stream ended without `done`: keep what arrived, as an interrupted reply.
  return dropped()
}
