import { expect, type Page } from "@playwright/test"

/*
 * The chat's message stream replaced by one the test feeds, a few words at a time (`__sse.push(frame)`,
 * `__sse.end()`): a reply can be held half-way for as long as a test needs. The reply's acknowledgement
 * (`/replies`) is answered as the server would.
 */
export const controlStream = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as {
      __sse: { push: (event: string, data: unknown) => void; end: () => void } | null
      __posts: number
    }
    w.__sse = null
    w.__posts = 0
    const original = window.fetch.bind(window)
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url
      if (/\/api\/chats\/[^/]+\/replies$/.test(url))
        return Promise.resolve(new Response('{"success":true}', { status: 200 }))
      if (!/\/api\/chats\/[^/]+\/messages$/.test(url) || init?.method !== "POST") return original(input, init)
      w.__posts += 1
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          w.__sse = {
            push: (event, data) =>
              controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
            end: () => controller.close(),
          }
        },
      })
      return Promise.resolve(
        new Response(body, { status: 200, headers: { "Content-Type": "text/event-stream" } }),
      )
    }
  })

/** Forgets the previous stream, so that the next message's can be waited for. */
export const forgetStream = (page: Page) =>
  page.evaluate(() => {
    ;(window as unknown as { __sse: unknown }).__sse = null
  })

/** Waits for the message's stream, then opens its reply (the server's `meta`); returns the reply's id. */
export const openReply = async (page: Page, { crisis = false }: { readonly crisis?: boolean } = {}) => {
  const replyId = crypto.randomUUID()
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __sse: unknown }).__sse !== null))
    .toBe(true)
  await page.evaluate(
    ({ id, flagged }) => {
      const sse = (window as unknown as { __sse: { push: (e: string, d: unknown) => void } }).__sse
      sse.push("meta", { message_id: crypto.randomUUID(), reply_id: id, provider: "local", crisis: flagged })
    },
    { id: replyId, flagged: crisis },
  )
  return replyId
}

export const pushWords = (page: Page, text: string) =>
  page.evaluate((words) => {
    const sse = (window as unknown as { __sse: { push: (e: string, d: unknown) => void } }).__sse
    sse.push("token", { text: words })
  }, text)

export const endReply = (page: Page, replyId: string) =>
  page.evaluate((id) => {
    const sse = (window as unknown as { __sse: { push: (e: string, d: unknown) => void; end: () => void } })
      .__sse
    sse.push("done", { reply_id: id })
    sse.end()
  }, replyId)
