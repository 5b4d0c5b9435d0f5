import { newReplyKey, replyOpener } from "./reply-keys.ts"
import { readSse, type ReadFrame } from "./sse-reader.ts"

const headers = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  accept: "text/event-stream",
  "content-type": "application/json",
  ...extra,
})

/** Sends a message with a fresh reply key, as the page does; reads `limit` frames, then drops the connection. */
export const sendRelayed = async (
  origin: string,
  token: string,
  chatId: string,
  text: string,
  limit = Infinity,
) => {
  const key = await newReplyKey()
  const result = await readSse(
    `${origin}/api/chats/${chatId}/messages`,
    {
      method: "POST",
      headers: headers(token),
      body: JSON.stringify({ content: text, ciphertext: "Y2lwaGVy", reply_key: key.publicKey }),
    },
    limit,
  )
  return { ...result, key }
}

/** Sends a message without a reply key: the reply streams on the POST itself; reads `limit` frames at most. */
export const sendStreamed = (origin: string, token: string, chatId: string, text: string, limit = Infinity) =>
  readSse(
    `${origin}/api/chats/${chatId}/messages`,
    {
      method: "POST",
      headers: headers(token),
      body: JSON.stringify({ content: text, ciphertext: "Y2lwaGVy" }),
    },
    limit,
  )

/** GET …/events, from after `lastEventId` when given. */
export const resumeRelay = (
  origin: string,
  token: string,
  chatId: string,
  replyId: string,
  lastEventId?: string,
) =>
  readSse(`${origin}/api/chats/${chatId}/replies/${replyId}/events`, {
    headers: headers(token, lastEventId === undefined ? {} : { "last-event-id": lastEventId }),
  })

/** The resumed frames opened with the browser's private key: each sealed chunk as the frame it was. */
export const openResumed = async (privateKey: Buffer, frames: ReadonlyArray<ReadFrame>) => {
  const [head, ...rest] = frames
  if (head?.event !== "relay") throw new Error(`expected a relay frame first, got ${head?.event}`)
  const open = await replyOpener(privateKey, String(head.data.server_key), String(head.data.reply_id))
  return Promise.all(
    rest
      .filter((frame) => frame.event === "sealed")
      .map(async (frame) => ({
        id: Number(frame.id),
        ...(JSON.parse(await open(Number(frame.id), String(frame.data.sealed))) as {
          event: string
          data: Record<string, unknown>
        }),
      })),
  )
}

export const textOf = (frames: ReadonlyArray<{ event: string; data: Record<string, unknown> }>) =>
  frames
    .filter((frame) => frame.event === "token")
    .map((frame) => String(frame.data.text))
    .join("")

/** Waits (bounded) until the relay's writer finished. */
export const waitFinished = async (origin: string, token: string, chatId: string, replyId: string) => {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${origin}/api/chats/${chatId}/replies/pending`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const body = (await response.json()) as { replies: Array<{ reply_id: string; finished: boolean }> }
    if (body.replies.some((r) => r.reply_id === replyId && r.finished)) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error("the relayed reply did not finish")
}
