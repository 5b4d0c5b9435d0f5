import { parseArgs } from "node:util"
import { Effect, Layer } from "effect"
import { ensureAdmin } from "../commands/accounts/admin-account.ts"
import { Passwords } from "../commands/accounts/passwords.ts"
import { connect, Db } from "../eventstore/db.ts"
import { AppendHooks, EventStore } from "../eventstore/event-store.ts"
import { migrate } from "../eventstore/migrate.ts"
import { inlineProjectionsHook } from "../projections/inline-projections.ts"
import { projections } from "../projections/registry.ts"
import { openDatabase } from "./database.ts"

/*
 * npm run admin:create -- --email admin@example.it --password secret [--name "Amministratore"]
 * Registers a verified administrator; does nothing when the address already belongs to an admin.
 */

const usage = 'Usage: npm run admin:create -- --email <address> --password <password> [--name "<name>"]'

const parsed = (() => {
  try {
    return parseArgs({
      options: { email: { type: "string" }, password: { type: "string" }, name: { type: "string" } },
      strict: true,
    }).values
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    process.exit(2)
  }
})()
if (!parsed.email || !parsed.password) {
  console.error(`Both --email and --password are required.\n${usage}`)
  process.exit(2)
}
const account = { email: parsed.email, password: parsed.password, name: parsed.name }

const database = await openDatabase()
let exitCode = 0
try {
  const sql = connect(database.url, { max: 1 })
  try {
    await migrate(sql)
  } finally {
    await sql.end()
  }
  const services = Layer.mergeAll(EventStore.layer, Passwords.layer).pipe(
    Layer.provideMerge(Layer.succeed(AppendHooks)([inlineProjectionsHook(projections)])),
    Layer.provideMerge(Db.layer(database.url, { max: 2 })),
  )
  const outcome = await Effect.runPromise(
    ensureAdmin(account).pipe(
      Effect.map((result) =>
        result._tag === "Created"
          ? `Administrator ${account.email.trim().toLowerCase()} created (id ${result.userId}).`
          : `${account.email.trim().toLowerCase()} is already an administrator (id ${result.userId}); nothing changed.`,
      ),
      Effect.catchTag("AdminSetupFailed", (error) => Effect.succeed(new Error(error.message))),
      Effect.provide(services),
    ),
  )
  if (outcome instanceof Error) {
    console.error(`Could not create the administrator: ${outcome.message}`)
    exitCode = 1
  } else {
    console.log(outcome)
  }
} catch (error) {
  console.error("Could not create the administrator:", error)
  exitCode = 1
} finally {
  await database.stop()
}
process.exit(exitCode)
