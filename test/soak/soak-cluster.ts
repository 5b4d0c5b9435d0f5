import { rmSync } from "node:fs"
import { resolve } from "node:path"
import postgres from "postgres"
import { startEmbeddedPostgres } from "../../eventstore/embedded-postgres.ts"
import { type CogiProcess, exitWithin, freePort, runCli, spawnCogi } from "../support/cogi-process.ts"

/*
 * What the soak scenarios share: real `node cli/start.ts` processes (as operators run them), on an embedded
 * Postgres the scenario owns or that the server owns, and a few HTTP helpers. Nothing in-process.
 */

export const admin = { email: "soak-admin@example.it", password: "soak-password-1" }
export const soakEnv = (dataDir: string, extra: Record<string, string> = {}) => ({
  COGI_DATA_DIR: dataDir,
  COGI_ADMIN_EMAIL: admin.email,
  COGI_ADMIN_PASSWORD: admin.password,
  COGI_SIGNUPS_PER_IP_PER_HOUR: "1000000",
  COGI_LOGINS_PER_IP_PER_15_MIN: "1000000",
  COGI_JWT_SECRET: "soak-secret-soak-secret-soak-secret-0123",
  COGI_LOCAL_WEBHOOK_SECRET: "whsec_soak",
  ...extra,
})

export const scratchDir = (name: string) => {
  const dir = resolve(`.data/soak-${name}-${process.pid}`)
  rmSync(dir, { recursive: true, force: true })
  return dir
}

/** A server process: started, listening. */
export const startCogi = async (env: Record<string, string>, args: ReadonlyArray<string> = []) => {
  const server = spawnCogi("cli/start.ts", args, env, await freePort())
  await server.listening
  return server
}

/** A worker process (no HTTP; PORT must still be a valid port: the mail links are built from it). */
export const startWorker = async (env: Record<string, string>) =>
  spawnCogi("cli/start.ts", ["--role", "worker"], env, await freePort())

export const stopCogi = async (server: CogiProcess) => {
  try {
    process.kill(-server.pid, "SIGTERM")
  } catch {
    return "gone"
  }
  return exitWithin(server, 15_000)
}

export const api = async (base: string, method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(30_000),
  })
  const text = await response.text()
  let json: Record<string, unknown> = {}
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {}
  } catch {
    json = { text }
  }
  return { status: response.status, json, headers: response.headers }
}

export const login = async (base: string, email = admin.email, password = admin.password) => {
  const response = await api(base, "POST", "/api/auth/login", undefined, { email, password })
  if (response.status !== 200)
    throw new Error(`login ${email}: ${response.status} ${JSON.stringify(response.json)}`)
  return String(response.json.access_token)
}

/** An embedded Postgres owned by the scenario (for replicas sharing one database). */
export const scenarioDatabase = async (name: string) => {
  const dir = scratchDir(name)
  const server = await startEmbeddedPostgres(`${dir}/pg`, "cogi")
  return {
    dir,
    url: server.url(),
    sql: postgres(server.url(), { max: 4, onnotice: () => {} }),
    stop: async () => {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Registers a user through `base`, verifies the address with the token of its verification job and signs in (the
 * sign-up itself answers 202 without a token, the same for every address).
 */
export const verifiedUser = async (base: string, sql: postgres.Sql, email: string) => {
  const registered = await api(base, "POST", "/api/auth/register", undefined, {
    name: "Soak",
    email,
    password: "soak-password-1",
    encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
    consent_health_data: true,
    adult: true,
  })
  if (registered.status !== 202) throw new Error(`register ${email}: ${JSON.stringify(registered.json)}`)
  const [user] = await sql<{ id: string }[]>`select id from users where email = ${email}`
  const userId = String(user?.id)
  const [job] = await sql<{ token: string }[]>`
    select data->>'token' as token from pgboss.job where name = 'mail__send' and data->>'userId' = ${userId}`
  const verified = await api(base, "POST", "/api/auth/verify-email", undefined, { token: job?.token })
  if (verified.status !== 200) throw new Error(`verify ${email}: ${JSON.stringify(verified.json)}`)
  const login = await api(base, "POST", "/api/auth/login", undefined, { email, password: "soak-password-1" })
  if (login.status !== 200) throw new Error(`login ${email}: ${JSON.stringify(login.json)}`)
  return { userId, token: String(login.json.access_token) }
}

/** `audit verify-all` and `projections verify all` beside the running server; both must exit 0. */
export const operatorChecks = async (env: Record<string, string>) => {
  const audit = await runCli("cli/audit.ts", ["verify-all"], env)
  const projections = await runCli("cli/projections.ts", ["verify", "all"], env)
  return {
    audit: audit.code,
    projections: projections.code,
    output: `${audit.output}\n${projections.output}`,
  }
}
