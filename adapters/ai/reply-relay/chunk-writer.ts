import type { Sql } from "../../../eventstore/db.ts"
import type { ReplyFrame } from "../reply-frames.ts"
import type { ReplySealer } from "./relay-crypto.ts"
import { type RelayBatch, stopsRequested, writeRelayBatch } from "./relay-store.ts"

/** A frame stored with its sequence: only now may it go to the browser. */
export interface StoredFrame {
  readonly frame: ReplyFrame
  readonly seq: number
}

export interface WrittenReply {
  readonly replyId: string
  readonly chatId: string
  readonly userId: string
  readonly messageId: string
  readonly sealer: ReplySealer
  /** Each frame once its batch committed, in order. */
  readonly stored: (stored: StoredFrame) => void
  /** Someone (on any replica) asked to stop this reply. */
  readonly stopAsked: () => void
}

export interface ReplyWriting {
  /** Queues a frame (nothing after the reply's last frame: `done`, `error`, `stopped`). */
  readonly push: (frame: ReplyFrame) => void
  /** The reply ended: resolves once its every frame and its finished mark are stored (rejects if they could not be). */
  readonly end: () => Promise<void>
}

export interface ChunkWriterOptions {
  /** Frames of a reply that arrive within this window are stored (and sent) together, as one chunk of words. */
  readonly windowMs: number
  /** How often the live replies' stop flags are read while no chunk is due. */
  readonly stopPollMs: number
}

interface Reply {
  readonly info: WrittenReply
  opened: boolean
  seq: number
  /** A word (or the reply's end) already went: the next frames may wait for the window. */
  spoke: boolean
  /** Part of a batch on its way: its next frames wait for it (a reply is in one batch at a time, in order). */
  inFlight: boolean
  closed: boolean
  /** Why its chunks could not be written (the end answers it). */
  failure: unknown
  readonly frames: Array<ReplyFrame>
  ending: { resolve: () => void; reject: (error: unknown) => void } | null
}

const lastFrames = new Set(["done", "error", "stopped"])

/** Adjacent `token` frames as one: a chunk holds a window of words, not one row per word. */
const coalesce = (frames: ReadonlyArray<ReplyFrame>): Array<ReplyFrame> => {
  const out: Array<ReplyFrame> = []
  for (const frame of frames) {
    const previous = out.at(-1)
    if (frame.event === "token" && previous?.event === "token") {
      const text = (previous.data as { text: string }).text + (frame.data as { text: string }).text
      out[out.length - 1] = { event: "token", data: { text } }
    } else out.push(frame)
  }
  return out
}

/** One reply's share of a batch, and what to do once it is stored. */
interface Part {
  readonly reply: Reply
  readonly batch: Omit<RelayBatch, "watched">
  readonly frames: ReadonlyArray<StoredFrame>
  readonly ends: boolean
}

/**
 * The relay's storage, shared by every reply this process writes. Frames are queued, not written one by one: each
 * tick writes every live reply's new chunks in ONE statement, its own transaction (relay-store.ts
 * `writeRelayBatch`), so the database
 * sees a few statements a second whatever the number of replies. A reply's first words do not wait for the tick,
 * nor for a tick's batch already on its way: the replies whose first words wait go at once in a small batch of
 * their own, beside it (issue 30: under load they waited for the big batch's round trip, then their own), so they
 * leave as soon as the provider sent them, sealed and stored on the way. A reply is in one batch at a time, so its
 * chunks are stored and sent in order. A frame goes to the browser only after its batch committed, so a resumed
 * stream finds in the table every chunk the browser was sent. If a shared batch fails, each reply in it is
 * written alone, so one reply's failure (a relay deleted under it) costs no other reply its chunks.
 */
export const makeChunkWriter = (sql: Sql, options: ChunkWriterOptions) => {
  const replies = new Map<string, Reply>()
  /** The replies whose first words wait: they go in a batch of their own at once, beside any on its way. */
  const urgent = new Set<Reply>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let timerAt = Infinity
  /** The tick's batch is on its way. */
  let flushing = false
  /** A batch of first words is on its way, or asked for (one at a time; those arriving meanwhile go next). */
  let hurrying = false
  let stopped = false

  const hasWork = (reply: Reply) =>
    !reply.inFlight && (!reply.opened || reply.frames.length > 0 || reply.ending !== null)

  /** Arms the timer to fire within `ms`, unless it already fires sooner. */
  const arm = (ms: number) => {
    const at = performance.now() + ms
    if (timer !== null && timerAt <= at) return
    if (timer !== null) clearTimeout(timer)
    timer = setTimeout(flush, ms)
    timerAt = at
    // a live reply keeps the process up by itself; a stop poll alone does not
    if (ms > 0) timer.unref()
  }

  const schedule = () => {
    if (stopped) return
    if (!hurrying && [...urgent].some((r) => !r.inFlight)) {
      hurrying = true
      // the first words of several replies arriving in the same turn share the batch
      setImmediate(hurry)
    }
    if (flushing || (timer !== null && timerAt <= performance.now() + options.windowMs)) return
    if (replies.size > 0) arm([...replies.values()].some(hasWork) ? options.windowMs : options.stopPollMs)
  }

  const partOf = (reply: Reply): Part => {
    const { info } = reply
    reply.inFlight = true
    urgent.delete(reply)
    const frames = coalesce(reply.frames.splice(0)).map((frame) => ({ frame, seq: reply.seq++ }))
    const ends = reply.ending !== null
    const chunks = frames.map(({ frame, seq }) => ({
      replyId: info.replyId,
      seq,
      sealed: info.sealer.seal(seq, JSON.stringify(frame)),
    }))
    const opens = reply.opened
      ? []
      : [
          {
            replyId: info.replyId,
            chatId: info.chatId,
            userId: info.userId,
            messageId: info.messageId,
            serverKey: info.sealer.serverKey,
            finished: ends,
          },
        ]
    return {
      reply,
      frames,
      ends,
      batch: { opens, chunks, finishes: ends && reply.opened ? [info.replyId] : [] },
    }
  }

  const settle = (part: Part) => {
    const { reply } = part
    reply.inFlight = false
    reply.opened = true
    for (const frame of part.frames) reply.info.stored(frame)
    if (part.ends) {
      replies.delete(reply.info.replyId)
      reply.ending?.resolve()
    }
  }

  const fail = (part: Part, error: unknown) => {
    const { reply } = part
    reply.inFlight = false
    replies.delete(reply.info.replyId)
    urgent.delete(reply)
    reply.closed = true
    reply.failure = error
    reply.frames.length = 0
    if (reply.ending) reply.ending.reject(error)
    else reply.info.stopAsked()
  }

  const write = async (parts: ReadonlyArray<Part>, watched: ReadonlyArray<string>) => {
    const batch: RelayBatch = {
      opens: parts.flatMap((p) => p.batch.opens),
      chunks: parts.flatMap((p) => p.batch.chunks),
      finishes: parts.flatMap((p) => p.batch.finishes),
      watched,
    }
    try {
      const { stops } = await writeRelayBatch(sql, batch)
      for (const part of parts) settle(part)
      return stops
    } catch (error) {
      if (parts.length === 1) {
        fail(parts[0]!, error)
        return []
      }
    }
    // someone's part failed the shared statement: each alone, so only that one fails
    const stops: Array<string> = []
    for (const part of parts) stops.push(...(await write([part], [])))
    return stops
  }

  /** The batch of the replies whose first words wait (and nothing else: it stays small, it goes at once). */
  async function hurry() {
    try {
      if (stopped) return
      const parts = [...urgent].filter(hasWork).map(partOf)
      if (parts.length > 0) await write(parts, [])
    } finally {
      hurrying = false
      schedule()
    }
  }

  async function flush() {
    timer = null
    if (stopped) return
    flushing = true
    try {
      const parts = [...replies.values()].filter(hasWork).map(partOf)
      const watched = [...replies.keys()]
      const stops =
        parts.length > 0
          ? await write(parts, watched)
          : watched.length > 0
            ? await stopsRequested(sql, watched).catch(() => [])
            : []
      for (const replyId of stops) replies.get(replyId)?.info.stopAsked()
    } finally {
      flushing = false
      schedule()
    }
  }

  const start = (info: WrittenReply): ReplyWriting => {
    const reply: Reply = {
      info,
      opened: false,
      seq: 0,
      spoke: false,
      inFlight: false,
      closed: false,
      failure: null,
      frames: [],
      ending: null,
    }
    replies.set(info.replyId, reply)
    schedule()
    return {
      push: (frame) => {
        if (reply.closed) return
        reply.frames.push(frame)
        if (lastFrames.has(frame.event)) reply.closed = true
        if (!reply.spoke && frame.event !== "meta") {
          reply.spoke = true
          urgent.add(reply)
        }
        schedule()
      },
      end: () =>
        new Promise<void>((resolve, reject) => {
          if (!replies.has(info.replyId))
            return reject(reply.failure ?? new Error("the relay could not be written"))
          reply.closed = true
          reply.ending = { resolve, reject }
          schedule()
        }),
    }
  }

  return {
    start,
    /** No more batches (the process stops); what is still queued is not written. */
    close: () => {
      stopped = true
      if (timer !== null) clearTimeout(timer)
      timer = null
      for (const reply of replies.values()) reply.ending?.reject(new Error("the process is stopping"))
      replies.clear()
      urgent.clear()
    },
  }
}
