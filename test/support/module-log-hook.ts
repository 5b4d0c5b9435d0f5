import { appendFileSync } from "node:fs"
import { registerHooks } from "node:module"

/*
 * Preloaded with `node --import` into a server under test: appends the URL of every module the process loads to
 * the file named by COGI_TEST_MODULE_LOG, so a test can tell what a start read (test/reliability/quick-start).
 */
const log = process.env["COGI_TEST_MODULE_LOG"]
if (log !== undefined)
  registerHooks({
    load(url, context, next) {
      appendFileSync(log, `${url}\n`)
      return next(url, context)
    },
  })
