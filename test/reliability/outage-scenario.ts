import { rmSync } from "node:fs"
import { resolve } from "node:path"
import postgres from "postgres"
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../../eventstore/embedded-postgres.ts"
import { type CogiProcess, exitWithin, freePort, spawnCogi } from "../support/cogi-process.ts"

/*
 * A database outage against real processes (`node cli/start.ts --role web|worker`, as operators run them) on a
 * Postgres the scenario owns: stopped and started again on the same port, or made read-only, while requests
 * keep coming. Shared by the bounded test (test/reliability) and the long soak (`npm run soak -- outage`).
 */

export const unavailableDetail = "Servizio momentaneamente non disponibile. Riprova più tardi."
export const admin = { email: "outage-admin@example.it", password: "outage-password-1" }

/** A Postgres that can be stopped, started again at the same address, and made read-only. */
export const restartablePostgres = async (name: string) => {
  const dir = resolve(`.data/${name}-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  let server: EmbeddedDatabase | undefined = await startEmbeddedPostgres(`${dir}/pg`, "cogi")
  const url = server.url()
  const port = Number(new URL(url).port)
  /** A connection that stays writable whatever the server's default (a session setting wins over the file). */
  const superuser = () =>
    postgres(url, { max: 1, onnotice: () => {}, connection: { default_transaction_read_only: false } })
  return {
    dir,
    url,
    stop: async () => {
      await server?.stop()
      server = undefined
    },
    start: async () => {
      server = await startEmbeddedPostgres(`${dir}/pg`, "cogi", { port })
    },
    /** Every new transaction of every session read-only (on), or writable again (off); no restart. */
    readOnly: async (on: boolean) => {
      const sql = superuser()
      try {
        await (on
          ? sql`alter system set default_transaction_read_only = on`
          : sql`alter system reset default_transaction_read_only`)
        await sql`select pg_reload_conf()`
      } finally {
        await sql.end()
      }
    },
    /** Ends every connection of the app (what a failover or a restart does to them), busy ones included. */
    cutConnections: async () => {
      const sql = superuser()
      try {
        const cut = await sql<{ n: number }[]>`
          select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name like 'cogi%' and pid <> pg_backend_pid()`
        return cut[0]?.n ?? 0
      } finally {
        await sql.end()
      }
    },
    query: async <T>(run: (sql: postgres.Sql) => Promise<T>) => {
      const sql = superuser()
      try {
        return await run(sql)
      } finally {
        await sql.end()
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
export type RestartablePostgres = Awaited<ReturnType<typeof restartablePostgres>>

export const outageEnv = (databaseUrl: string, dataDir: string): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  COGI_DATA_DIR: dataDir,
  COGI_ADMIN_EMAIL: admin.email,
  COGI_ADMIN_PASSWORD: admin.password,
  COGI_SIGNUPS_PER_IP_PER_HOUR: "1000000",
  COGI_LOGINS_PER_IP_PER_15_MIN: "1000000",
  COGI_JWT_SECRET: "outage-secret-outage-secret-outage-0123",
})

/** `--role web` and `--role worker` processes on the database of `env`, started together; the web ones listening. */
export const startRoles = async (env: Record<string, string>, webs = 1, workers = 1) => {
  const spawn = async (role: string) => spawnCogi("cli/start.ts", ["--role", role], env, await freePort())
  const worker = await Promise.all(Array.from({ length: workers }, () => spawn("worker")))
  const web = await Promise.all(Array.from({ length: webs }, () => spawn("web")))
  await Promise.all(web.map((w) => w.listening))
  return { web, worker, all: [...web, ...worker] }
}

export interface Answer {
  readonly path: string
  readonly status: number
  readonly retryAfter: string | null
  readonly json: Record<string, unknown>
  /** How long the answer took. */
  readonly ms: number
}

export const send = async (
  base: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Answer> => {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  let json: Record<string, unknown>
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    json = { text }
  }
  const ms = Math.round(performance.now() - started)
  return { path, status: response.status, retryAfter: response.headers.get("retry-after"), json, ms }
}

export const signUp = (base: string, email: string) =>
  send(base, "POST", "/api/auth/register", undefined, {
    name: "Guasto",
    email,
    password: "outage-password-1",
    encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
    consent_health_data: true,
    adult: true,
  })

export const signIn = async (base: string) => {
  const answer = await send(base, "POST", "/api/auth/login", undefined, admin)
  if (answer.status !== 200) throw new Error(`login: ${answer.status} ${JSON.stringify(answer.json)}`)
  return String(answer.json.access_token)
}

/** Polls `check` every 200 ms until it returns a value, or fails after `ms` naming `what`. */
export const until = async <T>(what: string, ms: number, check: () => Promise<T | undefined>) => {
  const deadline = Date.now() + ms
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/**
 * `concurrency` clients, each sending in turn: health, session-info, a new chat (a write), a sign-in (a
 * rate-limit write) and a sign-up (a write that enqueues a mail job). Every answer and every network error is
 * kept; the accepted sign-ups' addresses too (each must get its mail once the jobs resume).
 */
export const startLoad = (bases: ReadonlyArray<string>, token: string, concurrency: number) => {
  let running = true
  const answers: Answer[] = []
  const networkErrors: string[] = []
  const acceptedSignUps: string[] = []
  let next = 0
  const requests = [
    (base: string) => send(base, "GET", "/api/health"),
    (base: string) => send(base, "GET", "/api/user/session-info", token),
    (base: string) => send(base, "POST", "/api/chats", token, { therapeutic_approach: "gpt" }),
    (base: string) => send(base, "POST", "/api/auth/login", undefined, admin),
    async (base: string) => {
      const email = `load-${process.pid}-${next++}@example.it`
      const answer = await signUp(base, email)
      if (answer.status === 202) acceptedSignUps.push(email)
      return answer
    },
  ]
  const loops = Array.from({ length: concurrency }, async (_, client) => {
    for (let n = client; running; n++) {
      const base = bases[n % bases.length] ?? ""
      try {
        answers.push(await requests[n % requests.length]!(base))
      } catch (error) {
        networkErrors.push(String(error))
      }
    }
  })
  return {
    answers,
    networkErrors,
    acceptedSignUps,
    stop: async () => {
      running = false
      await Promise.all(loops)
    },
  }
}

/** Answers that break the rule: any 5xx but 503, or a 503 without Retry-After and the Italian detail. */
export const badAnswers = (answers: ReadonlyArray<Answer>) =>
  answers.filter(
    (a) =>
      (a.status >= 500 && a.status !== 503) ||
      (a.status === 503 && (a.retryAfter === null || a.json.detail !== unavailableDetail)),
  )

/** Addresses among `emails` that have no mail in the outbox yet. */
export const withoutMail = (db: Pick<RestartablePostgres, "query">, emails: ReadonlyArray<string>) =>
  db.query(async (sql) => {
    const rows = await sql<{ recipient: string }[]>`
      select distinct recipient from mail_outbox where recipient = any(${emails as string[]}::text[])`
    const sent = new Set(rows.map((r) => r.recipient))
    return emails.filter((e) => !sent.has(e))
  })

/** Ctrl-C: SIGINT to the whole process group; resolves with the exit code and the milliseconds it took. */
export const interrupt = async (process_: CogiProcess) => {
  const started = performance.now()
  process.kill(-process_.pid, "SIGINT")
  const code = await exitWithin(process_, 15_000)
  return { code, ms: Math.round(performance.now() - started) }
}
