import { randomUUID } from "node:crypto"
import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ReplyRelay } from "../../adapters/ai/reply-relay/reply-relay.ts"
import { Db } from "../../eventstore/db.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { sweepReplyRelays } from "./reply-relay-sweep-job.ts"

const { sql, url } = await createTestDatabase()

const relay = async (expiresIn: string) => {
  const replyId = randomUUID()
  await sql`
    insert into reply_relays (reply_id, chat_id, user_id, message_id, server_key, expires_at)
    values (${replyId}, ${randomUUID()}, ${randomUUID()}, 'm', 'k', now() + ${expiresIn}::interval)`
  await sql`insert into reply_chunks (reply_id, seq, sealed) values (${replyId}, 0, '\\x00'::bytea)`
  return replyId
}

describe("the sweep of sealed replies", () => {
  it("given an undelivered reply past its 24 hours and one still in time, then only the first goes, chunks too", async () => {
    const expired = await relay("-1 minute")
    const current = await relay("23 hours")
    const swept = await Effect.runPromise(
      sweepReplyRelays.pipe(
        Effect.provide(ReplyRelay.layer.pipe(Layer.provide(Layer.succeed(Db)(Db.of({ sql, url }))))),
      ),
    )
    expect(swept).toBe(1)
    const left = await sql<{ reply_id: string }[]>`select reply_id::text from reply_chunks order by reply_id`
    expect(left.map((r) => r.reply_id)).toEqual([current])
    expect(left.map((r) => r.reply_id)).not.toContain(expired)
  })
})
