import { readFileSync, rmSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CogiProcess, exitWithin, startServer } from "../support/cogi-process.ts"

/*
 * `npm start` with no keys (the local responder, checkout and outbox) reads none of the provider SDKs: they are
 * loaded when a provider is configured or first used, and were about half the files a start read. Once ready, it
 * warms the crisis model in the background, before anyone's first message.
 */

const dataDir = resolve(`.data/quick-start-test-${process.pid}`)
const moduleLog = `${dataDir}-modules.log`
const providerSdks = ["@anthropic-ai/sdk", "openai", "@google/genai", "stripe", "nodemailer"]

let server: CogiProcess
beforeAll(async () => {
  const hook = resolve(import.meta.dirname, "../support/module-log-hook.ts")
  server = await startServer({
    COGI_DATA_DIR: dataDir,
    COGI_TEST_MODULE_LOG: moduleLog,
    NODE_OPTIONS: `${process.env["NODE_OPTIONS"] ?? ""} --import ${hook}`,
  })
}, 90_000)
afterAll(async () => {
  process.kill(server.pid, "SIGTERM")
  await exitWithin(server, 15_000)
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(moduleLog, { force: true })
})

/** Resolves once `text` is in the server's output (or fails after `ms`). */
const said = async (text: string, ms: number) => {
  for (const deadline = Date.now() + ms; Date.now() < deadline;) {
    if (server.output().includes(text)) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`the server did not say "${text}" within ${ms} ms:\n${server.output()}`)
}

describe("npm start with the local providers", () => {
  it("loads none of the provider SDKs", async () => {
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200)
    const loaded = readFileSync(moduleLog, "utf8").split("\n")
    // the log is live: the server's own modules are in it
    expect(loaded.some((url) => url.endsWith("/cli/start.ts"))).toBe(true)
    for (const sdk of providerSdks)
      expect(
        loaded.filter((url) => url.includes(`/node_modules/${sdk}/`)),
        sdk,
      ).toEqual([])
  })

  it("warms the crisis model once it is ready, with no message sent", async () => {
    await said("Crisis model ready", 20_000)
    const output = server.output()
    expect(output.indexOf("Crisis model ready")).toBeGreaterThan(output.indexOf("Listening on"))
  }, 30_000)
})
