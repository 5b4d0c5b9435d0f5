/** One Server-Sent Events frame: `event:` name (default "message"), the joined `data:` lines, its `id:` if any. */
export type SseFrame = { readonly event: string; readonly data: string; readonly id?: string }

/**
 * An incremental SSE parser (WHATWG rules that matter here): frames end at a blank line, lines end with
 * \n, \r\n or \r, several `data:` lines join with \n, `:` lines are comments, one leading space after the
 * colon is dropped. Chunks may split anywhere, even inside a \r\n pair.
 */
export const createSseParser = () => {
  let buffer = ""
  let event = ""
  let data: string[] = []
  let id: string | null = null

  const takeLine = (line: string, frames: SseFrame[]) => {
    if (line === "") {
      if (data.length > 0)
        frames.push({
          event: event === "" ? "message" : event,
          data: data.join("\n"),
          ...(id === null ? {} : { id }),
        })
      event = ""
      data = []
      id = null
      return
    }
    if (line.startsWith(":")) return
    const colon = line.indexOf(":")
    const field = colon === -1 ? line : line.slice(0, colon)
    let value = colon === -1 ? "" : line.slice(colon + 1)
    if (value.startsWith(" ")) value = value.slice(1)
    if (field === "event") event = value
    else if (field === "data") data.push(value)
    else if (field === "id") id = value
  }

  return {
    /** Feed decoded text; returns the frames completed by it. */
    push(chunk: string): SseFrame[] {
      buffer += chunk
      const frames: SseFrame[] = []
      for (;;) {
        const match = /\r\n|\n|\r/.exec(buffer)
        if (match === null) break
        // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
        if (match[0] === "\r" && match.index === buffer.length - 1) break
        takeLine(buffer.slice(0, match.index), frames)
        buffer = buffer.slice(match.index + match[0].length)
      }
      return frames
    },
    /** The stream ended: a frame without its final blank line is dropped, as the SSE rules say. */
    end(): SseFrame[] {
      buffer = ""
      event = ""
      data = []
      id = null
      return []
    },
  }
}

/** How the safety layer reads the message: "high" raises the crisis panel, "possible" a quiet line of help. */
export type RiskLevel = "none" | "possible" | "high"

export type ReplyMeta = {
  readonly message_id: string
  readonly reply_id: string
  readonly provider: string
  readonly crisis: boolean
  readonly risk: RiskLevel
  /** false: heard and answered, but not recorded (nothing to store the reply under). */
  readonly recorded: boolean
}

const RISK_LEVELS: ReadonlyArray<RiskLevel> = ["none", "possible", "high"]

/** The risk a server sends, or the one its crisis flag implies (a server from before the grade). */
export const riskOf = (value: unknown, crisis: boolean): RiskLevel =>
  crisis ? "high" : (RISK_LEVELS.find((level) => level === value) ?? "none")

/** The reply stream's frames (api/chats/reply-stream-sse.ts), checked; anything unknown is ignored. */
export type ReplyEvent =
  | { readonly type: "meta"; readonly meta: ReplyMeta }
  | { readonly type: "token"; readonly text: string }
  | { readonly type: "done"; readonly replyId: string }
  /** The model's second opinion recognised crisis language the local detector did not: show the card now. */
  | { readonly type: "crisis" }
  | { readonly type: "error"; readonly detail: string | null; readonly code: string | null }

/** A frame's JSON; null when it is not JSON. */
const json = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

const str = (value: unknown): string | null => (typeof value === "string" ? value : null)

const metaOf = (body: object, replyId: string): ReplyMeta => {
  const crisis = "crisis" in body && body.crisis === true
  return {
    message_id: ("message_id" in body ? str(body.message_id) : null) ?? "",
    reply_id: replyId,
    provider: ("provider" in body ? str(body.provider) : null) ?? "",
    crisis,
    risk: riskOf("risk" in body ? body.risk : null, crisis),
    recorded: !("recorded" in body && body.recorded === false),
  }
}

/** A frame's fields checked one by one (the client carries no Schema runtime); null when it is not one we know. */
export const toReplyEvent = (frame: SseFrame): ReplyEvent | null => {
  const body = json(frame.data)
  if (typeof body !== "object" || body === null) return null
  switch (frame.event) {
    case "meta":
      return "reply_id" in body && typeof body.reply_id === "string"
        ? { type: "meta", meta: metaOf(body, body.reply_id) }
        : null
    case "token":
      return "text" in body && typeof body.text === "string" ? { type: "token", text: body.text } : null
    case "done":
      return { type: "done", replyId: ("reply_id" in body ? str(body.reply_id) : null) ?? "" }
    case "crisis":
      return { type: "crisis" }
    case "error":
      return {
        type: "error",
        detail: "detail" in body ? str(body.detail) : null,
        code: "code" in body ? str(body.code) : null,
      }
    default:
      return null
  }
}
