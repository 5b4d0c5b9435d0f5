import { type LoadHook, register } from "node:module"
import { isMainThread } from "node:worker_threads"

/*
 * Preloaded with `node --import` into a server under test: holds the load of the module whose URL ends with
 * COGI_TEST_HOLD_MODULE for COGI_TEST_HOLD_MS. The customization hooks run on a thread of their own, so the
 * process goes on meanwhile: a test can act in the window where cli/start.ts has begun Postgres and the server's
 * modules still load (test/reliability/shutdown.int.test.ts).
 */
if (isMainThread) register(import.meta.url)

const held = process.env["COGI_TEST_HOLD_MODULE"]
const holdMs = Number(process.env["COGI_TEST_HOLD_MS"] ?? 0)

export const load: LoadHook = async (url, context, nextLoad) => {
  if (held !== undefined && url.endsWith(held)) await new Promise((resolve) => setTimeout(resolve, holdMs))
  return nextLoad(url, context)
}
