import { rmSync } from "node:fs"
import { postmasterPid } from "../support/cogi-process.ts"
import { api, login, operatorChecks, scratchDir, soakEnv, startCogi, stopCogi } from "./soak-cluster.ts"

/*
 * kill -9 under a scripted write load, `rounds` times with node alone and `rounds` times with node and its
 * Postgres: every write the server acknowledged (a chat created, an assistant renamed) is there after the
 * restart, and `audit verify-all` and `projections verify all` pass beside the restarted server.
 */
export const crashSoak = async (rounds = 3, loadMs = 3000, writers = 8) => {
  const dir = scratchDir("crash")
  const env = soakEnv(dir)
  const acknowledged = new Set<string>()
  let lastRename = 0
  let lost = 0
  let checksFailed = 0
  let writes = 0
  for (let round = 0; round < rounds * 2; round++) {
    const withPostgres = round % 2 === 1
    const server = await startCogi(env)
    const token = await login(server.base)
    // everything acknowledged so far must have survived the previous crash
    const listed = await api(server.base, "GET", "/api/chats", token)
    const ids = new Set((listed.json as unknown as Array<{ id: string }>).map((c) => c.id))
    for (const id of acknowledged) if (!ids.has(id)) lost++
    const me = await api(server.base, "GET", "/api/user/me", token)
    if (lastRename > 0 && Number(String(me.json.ai_name).slice(5)) < lastRename) lost++
    const checks = await operatorChecks(env)
    if (checks.audit !== 0 || checks.projections !== 0) checksFailed++

    // load, then kill -9 in the middle of it
    let running = true
    const load = Array.from({ length: writers }, async (_, writer) => {
      for (let i = 0; running; i++) {
        try {
          if (writer === 0) {
            const name = `Soak ${round * 100_000 + i}`
            const renamed = await api(server.base, "PUT", "/api/user/preferences", token, { ai_name: name })
            if (renamed.status === 200) lastRename = Math.max(lastRename, round * 100_000 + i)
          } else {
            const created = await api(server.base, "POST", "/api/chats", token, {
              therapeutic_approach: "gpt",
            })
            if (created.status === 201) acknowledged.add(String(created.json.id))
          }
          writes++
        } catch {
          return // the server is gone
        }
      }
    })
    await new Promise((ok) => setTimeout(ok, loadMs))
    const pg = await postmasterPid(`${dir}/pg`)
    process.kill(server.pid, "SIGKILL")
    if (withPostgres && pg) process.kill(pg, "SIGKILL")
    running = false
    await Promise.all(load)
    await server.exited
  }
  // the last round's writes, after one more restart
  const server = await startCogi(env)
  const token = await login(server.base)
  const listed = await api(server.base, "GET", "/api/chats", token)
  const ids = new Set((listed.json as unknown as Array<{ id: string }>).map((c) => c.id))
  for (const id of acknowledged) if (!ids.has(id)) lost++
  const checks = await operatorChecks(env)
  if (checks.audit !== 0 || checks.projections !== 0) checksFailed++
  await stopCogi(server)
  rmSync(dir, { recursive: true, force: true })
  return {
    figures: {
      "kill -9 rounds (node alone / node + Postgres)": `${rounds} / ${rounds}`,
      "writes attempted under load": writes,
      "acknowledged chats": acknowledged.size,
      "acknowledged writes lost": lost,
      "audit/projections verify failures": checksFailed,
    },
    ok: lost === 0 && checksFailed === 0,
  }
}
