/** One SSE frame as a test reads it: event name, `id` when sent, JSON data, arrival time (performance.now()). */
export interface ReadFrame {
  readonly event: string
  readonly id: string | null
  readonly data: Record<string, unknown>
  readonly at: number
}

/**
 * Reads Server-Sent Events as a browser would; after `limit` frames it aborts the request (the connection
 * drops, as on a reload). Answers the HTTP status, the content type and the frames read.
 */
export const readSse = async (
  url: string,
  init: RequestInit & { readonly headers: Record<string, string> },
  limit = Infinity,
) => {
  const controller = new AbortController()
  const response = await fetch(url, { ...init, signal: controller.signal })
  const frames: Array<ReadFrame> = []
  const contentType = response.headers.get("content-type") ?? ""
  const { status } = response
  if (!contentType.includes("text/event-stream")) {
    return { status, contentType, frames, body: (await response.json()) as Record<string, unknown> }
  }
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ""
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      buffer += value
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const frame = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        frames.push({
          event: /^event: (.*)$/m.exec(frame)?.[1] ?? "message",
          id: /^id: (.*)$/m.exec(frame)?.[1] ?? null,
          data: JSON.parse(/^data: (.*)$/m.exec(frame)?.[1] ?? "{}") as Record<string, unknown>,
          at: performance.now(),
        })
        if (frames.length >= limit) {
          controller.abort()
          return { status, contentType, frames, body: null }
        }
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error
  }
  return { status, contentType, frames, body: null }
}
