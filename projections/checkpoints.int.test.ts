import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { readAllEvents } from "../eventstore/event-store.ts"
import { type Checkpoint, origin } from "../eventstore/events.ts"
import { createTestDatabase } from "../test/support/database.ts"
import { appendRegistration } from "../test/support/registration-append.ts"
import { activityByDay } from "./activity-by-day/activity-by-day-projection.ts"
import { lockCheckpoint, lockCheckpoints, readCheckpoint, saveCheckpoint } from "./checkpoints.ts"
import { applyBatch } from "./projection.ts"
import { catchUpAllOnce } from "./projector.ts"
import { projections } from "./registry.ts"

const { sql } = await createTestDatabase()
const asyncOnes = projections.filter((p) => p.mode === "async")
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Every row version written to projection_checkpoints, and every statement that wrote some: counted by triggers
// (the statistics views lag by up to a second).
await sql.unsafe(`
  create table checkpoint_writes (rows int not null, statements int not null);
  insert into checkpoint_writes values (0, 0);
  create function count_checkpoint_row() returns trigger language plpgsql as
    $$ begin update checkpoint_writes set rows = rows + 1; return null; end $$;
  create function count_checkpoint_statement() returns trigger language plpgsql as
    $$ begin update checkpoint_writes set statements = statements + 1; return null; end $$;
  create trigger checkpoint_row after insert or update on projection_checkpoints
    for each row execute function count_checkpoint_row();
  create trigger checkpoint_statement after insert or update on projection_checkpoints
    for each statement execute function count_checkpoint_statement();`)
const writes = async () =>
  (await sql<{ rows: number; statements: number }[]>`select * from checkpoint_writes`)[0]!

const register = () => appendRegistration(sql)
const head = async (): Promise<Checkpoint> => {
  const [row] = await sql<{ transaction_id: string; global_position: bigint }[]>`
    select transaction_id::text, global_position from events order by transaction_id desc, global_position desc limit 1`
  return { transactionId: row!.transaction_id, globalPosition: row!.global_position }
}
const registrations = async () => {
  const [sum] = await sql<{ n: bigint }[]>`
    select coalesce(sum(registrations), 0)::bigint as n from activity_by_day`
  return Number(sum?.n)
}
const xmins = async (names: ReadonlyArray<string>) =>
  sql<{ name: string; xmin: string }[]>`
    select name, xmin::text from projection_checkpoints where name = any(${names as Array<string>}::text[]) order by name`

describe("checkpoint locks", () => {
  it("given names without rows, when locked, then their rows are created at the origin; when locked again, then no row version is written", async () => {
    const names = [`b-${randomUUID()}`, `a-${randomUUID()}`]
    const created = await sql.begin((tx) => lockCheckpoints(tx, names))
    expect([...created.values()]).toEqual([origin, origin])
    const before = await xmins(names)
    expect(before).toHaveLength(2)
    const counted = await writes()
    const again = await sql.begin((tx) => lockCheckpoints(tx, names))
    expect(again).toEqual(created)
    expect(await xmins(names)).toEqual(before)
    expect(await writes()).toEqual(counted)
  })

  it("given two transactions creating the same new checkpoint at once, then the second waits for the first and neither fails", async () => {
    const name = `c-${randomUUID()}`
    const both = await Promise.all([
      sql.begin(async (tx) => {
        const at = await lockCheckpoint(tx, name)
        await sleep(100)
        return at
      }),
      sleep(20).then(() => sql.begin((tx) => lockCheckpoint(tx, name))),
    ])
    expect(both).toEqual([origin, origin])
  })
})

describe("the running projector's pass, in row writes", () => {
  it("given events, then a pass locks every checkpoint without writing it and moves all of them in ONE statement; a pass with nothing to do writes nothing", async () => {
    const known = new Map<string, Checkpoint>()
    await register()
    while ((await catchUpAllOnce(sql, asyncOnes, known)) > 0);
    await register()
    await register()
    const before = await writes()
    expect(await catchUpAllOnce(sql, asyncOnes, known)).toBe(2)
    const after = await writes()
    expect(after.statements - before.statements).toBe(1)
    expect(after.rows - before.rows).toBe(asyncOnes.length)
    for (const projection of asyncOnes)
      expect(await readCheckpoint(sql, projection.name)).toEqual(await head())
    expect(await catchUpAllOnce(sql, asyncOnes, known)).toBe(0)
    expect(await writes()).toEqual(after)
  })

  it("given a checkpoint locked and moved by a concurrent transaction (a rebuild's swap), then the pass waits for it and takes the checkpoint as it is, never applying its events twice", async () => {
    const known = new Map<string, Checkpoint>()
    while ((await catchUpAllOnce(sql, asyncOnes, known)) > 0);
    const from = known.get(activityByDay.name)!
    await register()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let locked: () => void = () => {}
    const isLocked = new Promise<void>((resolve) => (locked = resolve))
    // what a swap does: lock the checkpoint, apply the events after it, move it
    const swap = sql.begin(async (tx) => {
      await lockCheckpoint(tx, activityByDay.name)
      const events = await readAllEvents(tx, from, 100)
      await applyBatch(tx, activityByDay, events, activityByDay.name)
      await saveCheckpoint(tx, activityByDay.name, await head())
      locked()
      await held
    })
    await isLocked
    let passed = false
    const pass = catchUpAllOnce(sql, asyncOnes, known).then((n) => {
      passed = true
      return n
    })
    await sleep(200)
    expect(passed).toBe(false)
    release()
    await swap
    await pass
    expect(known.get(activityByDay.name)).toEqual(await head())
    while ((await catchUpAllOnce(sql, asyncOnes, known)) > 0);
    const logged = (await sql`select 1 from events where type = 'UserRegistered'`).length
    expect(await registrations()).toBe(logged)
    for (const projection of asyncOnes)
      expect(await readCheckpoint(sql, projection.name)).toEqual(await head())
  })

  it("given no checkpoint rows, then a pass creates them and projects from the origin", async () => {
    await sql`delete from projection_checkpoints`
    await sql`delete from activity_by_day`
    const known = new Map<string, Checkpoint>()
    while ((await catchUpAllOnce(sql, asyncOnes, known)) > 0);
    const logged = (await sql`select 1 from events where type = 'UserRegistered'`).length
    expect(logged).toBeGreaterThan(0)
    expect(await registrations()).toBe(logged)
    for (const projection of asyncOnes)
      expect(await readCheckpoint(sql, projection.name)).toEqual(await head())
  })
})
