import type { CogiProcess } from "../support/cogi-process.ts"
import {
  api,
  scenarioDatabase,
  soakEnv,
  startCogi,
  startWorker,
  stopCogi,
  verifiedUser,
} from "./soak-cluster.ts"
import { pool } from "./webhook-soak.ts"

/*
 * Two `--role web` and two `--role worker` processes on one Postgres, under load: every verification mail goes
 * out once, a login rate limit holds across both web replicas, and every session's expiry fires once.
 */
export const replicaSoak = async (signUps = 200, sessions = 20) => {
  const db = await scenarioDatabase("replicas")
  const env = soakEnv(db.dir, { DATABASE_URL: db.url, COGI_DEV_CLOCK: "1" })
  const processes: CogiProcess[] = []
  try {
    const webs = [await startCogi(env, ["--role", "web"]), await startCogi(env, ["--role", "web"])]
    processes.push(...webs, await startWorker(env), await startWorker(env))
    const web = (i: number) => webs[i % 2]!.base

    // sign-ups through both replicas at once: one verification mail each, sent by whichever worker
    await pool(signUps, 16, async (i) => {
      const registered = await api(web(i), "POST", "/api/auth/register", undefined, {
        name: "Replica",
        email: `replica-${i}@example.it`,
        password: "soak-password-1",
        encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
        consent_health_data: true,
        adult: true,
      })
      if (registered.status !== 202) throw new Error(`register: ${JSON.stringify(registered.json)}`)
    })
    const mails = await until(async () => {
      const [row] = await db.sql<{ mails: number; recipients: number }[]>`
        select count(*)::int as mails, count(distinct recipient)::int as recipients
        from mail_outbox where recipient like 'replica-%'`
      return row && row.recipients >= signUps ? row : undefined
    })

    // ten wrong passwords alternating between the replicas: the 11th is refused by both
    const victim = "replica-0@example.it"
    for (let i = 0; i < 10; i++)
      await api(web(i), "POST", "/api/auth/login", undefined, { email: victim, password: "no" })
    const eleventh = await Promise.all(
      [0, 1].map((i) => api(web(i), "POST", "/api/auth/login", undefined, { email: victim, password: "no" })),
    )

    // sessions that ended a minute ago (the web clocks moved back): the workers expire each once
    for (const i of [0, 1]) await api(web(i), "POST", "/api/dev/clock", undefined, { advance_minutes: -31 })
    const chats: string[] = []
    await pool(sessions, 8, async (i) => {
      const user = await verifiedUser(web(i), db.sql, `expiry-${i}@example.it`)
      const chat = await api(web(i), "POST", "/api/chats", user.token, { therapeutic_approach: "gpt" })
      const sent = await api(web(i + 1), "POST", `/api/chats/${String(chat.json.id)}/messages`, user.token, {
        content: "Ciao",
        ciphertext: "cifrato",
      })
      if (sent.status !== 200) throw new Error(`message: ${sent.status} ${JSON.stringify(sent.json)}`)
      chats.push(String(chat.json.id))
    })
    for (const i of [0, 1]) await api(web(i), "POST", "/api/dev/clock", undefined, { advance_minutes: 31 })
    const expired = await until(async () => {
      const rows = await db.sql<{ completions: number }[]>`
        select count(*)::int as completions from events
        where type = 'SessionCompleted' and stream_id = any(${chats.map((c) => `chat-${c}`)}::text[])
        group by stream_id`
      return rows.length >= sessions ? rows : undefined
    })
    const [consumed] = await db.sql<{ n: number }[]>`
      select count(*)::int as n from events where type = 'CreditConsumed' and data->>'chatId' = any(${chats}::text[])`
    const twice = expired.filter((r) => r.completions !== 1).length
    return {
      figures: {
        "web / worker replicas": "2 / 2",
        "sign-ups across both web replicas": signUps,
        "verification mails sent (must equal sign-ups)": mails.mails,
        "11th wrong password, on each replica": eleventh.map((r) => r.status).join(" / "),
        "sessions expired by the workers": expired.length,
        "sessions completed more than once": twice,
        "credits consumed (must equal sessions)": consumed?.n ?? 0,
      },
      ok:
        mails.mails === signUps &&
        eleventh.every((r) => r.status === 429) &&
        expired.length === sessions &&
        twice === 0 &&
        consumed?.n === sessions,
    }
  } catch (error) {
    for (const p of processes) console.error(`--- ${p.child.spawnargs.join(" ")}\n${p.output().slice(-1500)}`)
    throw error
  } finally {
    for (const p of processes) await stopCogi(p)
    await db.sql.end()
    await db.stop()
  }
}

/** Polls `probe` every 250 ms until it returns a value (at most 2 minutes). */
const until = async <A>(probe: () => Promise<A | undefined>): Promise<A> => {
  for (let i = 0; i < 480; i++) {
    const value = await probe()
    if (value !== undefined) return value
    await new Promise((ok) => setTimeout(ok, 250))
  }
  throw new Error("timed out waiting for the replicas")
}
