import { readFileSync, rmSync } from "node:fs"
import { resolve } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { exitWithin, startServer } from "../support/cogi-process.ts"

/*
 * `npm start` with no keys (the local responder, checkout and outbox) reads none of the provider SDKs: they are
 * loaded when a provider is configured or first used, and were about half the files a start read.
 */

const dataDir = resolve(`.data/quick-start-test-${process.pid}`)
const moduleLog = `${dataDir}-modules.log`
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(moduleLog, { force: true })
})

const providerSdks = ["@anthropic-ai/sdk", "openai", "@google/genai", "stripe", "nodemailer"]

describe("npm start with the local providers", () => {
  it("loads none of the provider SDKs", async () => {
    const hook = resolve(import.meta.dirname, "../support/module-log-hook.ts")
    const server = await startServer({
      COGI_DATA_DIR: dataDir,
      COGI_TEST_MODULE_LOG: moduleLog,
      NODE_OPTIONS: `${process.env["NODE_OPTIONS"] ?? ""} --import ${hook}`,
    })
    try {
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200)
      const loaded = readFileSync(moduleLog, "utf8").split("\n")
      // the log is live: the server's own modules are in it
      expect(loaded.some((url) => url.endsWith("/cli/start.ts"))).toBe(true)
      for (const sdk of providerSdks)
        expect(
          loaded.filter((url) => url.includes(`/node_modules/${sdk}/`)),
          sdk,
        ).toEqual([])
    } finally {
      process.kill(server.pid, "SIGTERM")
      await exitWithin(server, 15_000)
    }
  }, 90_000)
})
