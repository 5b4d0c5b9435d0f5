import { randomUUID } from "node:crypto"
import { afterAll, describe, expect, it } from "vitest"
import { connect, type Sql } from "../../../eventstore/db.ts"
import { createTestDatabase } from "../../../test/support/database.ts"
import { newReplyKey, replyOpener } from "../../../test/support/reply-keys.ts"
import type { ReplyFrame } from "../reply-frames.ts"
import { makeChunkWriter, type StoredFrame } from "./chunk-writer.ts"
import { replySealer } from "./relay-crypto.ts"
import { writeRelayBatch } from "./relay-store.ts"

const db = await createTestDatabase()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A pool of its own that counts what it runs: statements in autocommit (each its own transaction) and
 * transactions opened with `begin`.
 */
const countingPool = () => {
  const pool = connect(db.url, { max: 2 })
  afterAll(() => pool.end({ timeout: 5 }))
  const counts = { transactions: 0, statements: 0 }
  const sql = new Proxy(pool, {
    apply: (target, self, args) => {
      counts.statements += 1
      return Reflect.apply(target, self, args)
    },
    get: (target, name, receiver) => {
      if (name === "begin")
        return (...args: Parameters<Sql["begin"]>) => {
          counts.transactions += 1
          return target.begin(...args)
        }
      return Reflect.get(target, name, receiver)
    },
  })
  return { sql, counts, pool }
}

/** A reply as the relay writes it: its browser key, the frames stored (with when), and the writing handle. */
const startReply = async (writer: ReturnType<typeof makeChunkWriter>) => {
  const key = await newReplyKey()
  const replyId = randomUUID()
  const sealer = replySealer(key.publicKey, replyId)!
  const stored: Array<StoredFrame & { readonly at: number }> = []
  const writing = writer.start({
    replyId,
    chatId: randomUUID(),
    userId: randomUUID(),
    messageId: randomUUID(),
    sealer,
    stored: (frame) => stored.push({ ...frame, at: performance.now() }),
    stopAsked: () => {},
  })
  return { key, replyId, sealer, stored, writing }
}

const token = (text: string): ReplyFrame => ({ event: "token", data: { text } })

/** The reply read back from reply_chunks, opened with the browser's key: its frames in order. */
const readBack = async (reply: Awaited<ReturnType<typeof startReply>>) => {
  const rows = await db.sql<{ seq: number; sealed: Buffer }[]>`
    select seq, sealed from reply_chunks where reply_id = ${reply.replyId} order by seq`
  const open = await replyOpener(reply.key.privateKey, reply.sealer.serverKey, reply.replyId)
  const frames = await Promise.all(
    rows.map(async (row) => JSON.parse(await open(row.seq, row.sealed.toString("base64"))) as ReplyFrame),
  )
  return { seqs: rows.map((row) => row.seq), frames }
}

const textOf = (frames: ReadonlyArray<ReplyFrame>) =>
  frames
    .filter((frame) => frame.event === "token")
    .map((frame) => (frame.data as { text: string }).text)
    .join("")

/** The database's committed transactions, read from a connection that ends at once (its own count flushed). */
const commits = async () => {
  const probe = connect(db.url, { max: 1 })
  const [row] = await probe<{ n: string }[]>`
    select pg_stat_clear_snapshot(), xact_commit::text as n from pg_stat_database
    where datname = current_database()`
  await probe.end()
  return Number(row?.n)
}

describe("the relay's chunk writer", () => {
  it("given 20 replies streaming words at once, then their chunks are written in a few shared transactions, not one per chunk", async () => {
    const { sql, counts, pool } = countingPool()
    const writer = makeChunkWriter(sql, { windowMs: 100, stopPollMs: 500 })
    const before = await commits()
    const replies = await Promise.all(Array.from({ length: 20 }, () => startReply(writer)))
    const words = Array.from({ length: 12 }, (_, i) => `parola${i} `)
    for (const reply of replies) reply.writing.push({ event: "meta", data: { reply_id: reply.replyId } })
    for (const word of words) {
      for (const reply of replies) reply.writing.push(token(word))
      await sleep(15)
    }
    for (const reply of replies) reply.writing.push({ event: "done", data: { reply_id: reply.replyId } })
    await Promise.all(replies.map((reply) => reply.writing.end()))
    const framesPushed = replies.length * (words.length + 2)

    // ~200 ms of words for 20 replies: a handful of batches (ticks of 100 ms and the first words), each ONE
    // statement in autocommit (its own transaction)
    expect(counts.transactions).toBe(0)
    expect(counts.statements).toBeGreaterThan(0)
    expect(counts.statements).toBeLessThanOrEqual(10)
    // what Postgres itself counted: the writer's pool closed (its sessions' counts flushed), every commit of the
    // database since `before` — the batches, and a few of the pools' own (the driver's type lookup, the probes)
    writer.close()
    await pool.end({ timeout: 5 })
    const committed = (await commits()) - before
    expect(committed).toBeGreaterThanOrEqual(counts.statements)
    expect(committed).toBeLessThanOrEqual(counts.statements + 8)
    expect(committed).toBeLessThan(framesPushed / 10)
    // every reply whole, in order, from the table (what a resumed stream reads)
    for (const reply of replies) {
      const { seqs, frames } = await readBack(reply)
      expect(seqs).toEqual(seqs.map((_, i) => i))
      expect(frames[0]?.event).toBe("meta")
      expect(frames.at(-1)?.event).toBe("done")
      expect(textOf(frames)).toBe(words.join(""))
      expect(reply.stored.map((s) => s.seq)).toEqual(seqs)
    }
    const [relays] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from reply_relays
      where reply_id = any(${replies.map((r) => r.replyId)}::uuid[]) and finished_at is not null`
    expect(relays?.n).toBe(20)
    const [rows] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from reply_chunks where reply_id = any(${replies.map((r) => r.replyId)}::uuid[])`
    // words of a window share a chunk: far fewer rows than frames
    expect(rows!.n).toBeLessThan(framesPushed / 2)
  })

  it("given a reply's first words, then they are stored and sent at once, long before the batch window ends", async () => {
    const { sql, counts } = countingPool()
    // a window far longer than any statement on a busy machine: only the first words may beat it
    const windowMs = 3_000
    const writer = makeChunkWriter(sql, { windowMs, stopPollMs: windowMs })
    afterAll(() => writer.close())
    const reply = await startReply(writer)
    const started = performance.now()
    reply.writing.push({ event: "meta", data: { reply_id: reply.replyId } })
    await sleep(30)
    expect(reply.stored).toEqual([])
    const firstWordsAt = performance.now()
    reply.writing.push(token("Ciao, "))
    for (let i = 0; i < 200 && reply.stored.length < 2; i++) await sleep(5)
    // the meta frame and the first words, in one batch, well within the window
    expect(reply.stored.map((s) => [s.frame.event, s.seq])).toEqual([
      ["meta", 0],
      ["token", 1],
    ])
    expect(reply.stored[1]!.at - firstWordsAt).toBeLessThan(windowMs / 3)
    expect(counts.statements).toBe(1)
    // what follows waits for the window
    reply.writing.push(token("ti "))
    reply.writing.push(token("ascolto."))
    await sleep(100)
    expect(reply.stored).toHaveLength(2)
    reply.writing.push({ event: "done", data: { reply_id: reply.replyId } })
    await reply.writing.end()
    expect(reply.stored.map((s) => [s.frame.event, s.seq])).toEqual([
      ["meta", 0],
      ["token", 1],
      ["token", 2],
      ["done", 3],
    ])
    expect(reply.stored[2]!.at - started).toBeGreaterThanOrEqual(windowMs - 50)
    const { frames } = await readBack(reply)
    expect(textOf(frames)).toBe("Ciao, ti ascolto.")
    expect(counts.statements).toBe(2)
  })

  it("given a tick's batch held up in the database, then another reply's first words are stored and sent beside it, without waiting for it", async () => {
    const { sql } = countingPool()
    const windowMs = 50
    const writer = makeChunkWriter(sql, { windowMs, stopPollMs: 500 })
    afterAll(() => writer.close())
    const talking = await startReply(writer)
    talking.writing.push(token("Ciao, "))
    for (let i = 0; i < 1_000 && talking.stored.length < 1; i++) await sleep(5)
    expect(talking.stored).toHaveLength(1)
    // another transaction locks the first reply's relay row: its next chunks' batch (a tick's) waits on it
    const holder = connect(db.url, { max: 1 })
    let release = () => {}
    let locked = () => {}
    const lockHeld = new Promise<void>((resolve) => (locked = resolve))
    const held = holder.begin(async (tx) => {
      await tx`select 1 from reply_relays where reply_id = ${talking.replyId} for update`
      locked()
      await new Promise<void>((resolve) => (release = resolve))
    })
    await lockHeld
    talking.writing.push(token("come "))
    // the tick's batch is on its way, and waits on the lock (it is held until released below); a reply that
    // starts now opens in a batch of its own
    await sleep(3 * windowMs)
    const newcomer = await startReply(writer)
    try {
      expect(talking.stored).toHaveLength(1)
      // a new reply's first words do not queue behind that batch: they are stored while it still waits
      newcomer.writing.push(token("Eccomi."))
      for (let i = 0; i < 1_000 && newcomer.stored.length < 1; i++) await sleep(5)
      expect(newcomer.stored.map((s) => [s.frame.event, s.seq])).toEqual([["token", 0]])
      expect(talking.stored).toHaveLength(1)
    } finally {
      // once the lock goes, the held batch lands, in order
      release()
      await held
      await holder.end()
    }
    talking.writing.push({ event: "done", data: { reply_id: talking.replyId } })
    newcomer.writing.push({ event: "done", data: { reply_id: newcomer.replyId } })
    await Promise.all([talking.writing.end(), newcomer.writing.end()])
    expect(talking.stored.map((s) => s.seq)).toEqual([0, 1, 2])
    expect(textOf((await readBack(talking)).frames)).toBe("Ciao, come ")
    expect(textOf((await readBack(newcomer)).frames)).toBe("Eccomi.")
  })

  it("given a reply whose relay was deleted under it, then only that reply fails: the others sharing its batch are stored", async () => {
    const { sql } = countingPool()
    const writer = makeChunkWriter(sql, { windowMs: 50, stopPollMs: 500 })
    afterAll(() => writer.close())
    const kept = await startReply(writer)
    const gone = await startReply(writer)
    for (const reply of [kept, gone]) reply.writing.push(token("primo "))
    for (let i = 0; i < 200 && (kept.stored.length < 1 || gone.stored.length < 1); i++) await sleep(5)
    // the browser stored `gone` meanwhile (its relay and chunks deleted), while the writer still had words for it
    await db.sql`delete from reply_relays where reply_id = ${gone.replyId}`
    for (const reply of [kept, gone]) reply.writing.push(token("secondo"))
    await kept.writing.end()
    await expect(gone.writing.end()).rejects.toThrow()
    const { frames } = await readBack(kept)
    expect(textOf(frames)).toBe("primo secondo")
  })

  it("given a batch, then it commits without waiting for the disk, and only that statement does", async () => {
    const one = connect(db.url, { max: 1 })
    afterAll(() => one.end({ timeout: 5 }))
    const reply = {
      replyId: randomUUID(),
      chatId: randomUUID(),
      userId: randomUUID(),
      messageId: randomUUID(),
    }
    const { synchronousCommit } = await writeRelayBatch(one, {
      opens: [{ ...reply, serverKey: "k", finished: false }],
      chunks: [{ replyId: reply.replyId, seq: 0, sealed: Buffer.from("sigillato") }],
      finishes: [],
      watched: [reply.replyId],
    })
    expect(synchronousCommit).toBe("off")
    // the same session, the next statement: durable again
    const [after] = await one<{ s: string }[]>`select current_setting('synchronous_commit') as s`
    expect(after?.s).toBe("on")
    const [kept] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from reply_chunks where reply_id = ${reply.replyId}`
    expect(kept?.n).toBe(1)
  })
})
