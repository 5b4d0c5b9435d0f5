import { createServer } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import { ConfigProvider, Effect, Exit, Layer, Scope } from "effect"
import { Db } from "../eventstore/db.ts"
import { createTestDatabase } from "../test/support/database.ts"
import { makeStaticRoot } from "../test/support/http.ts"
import { serveHttp } from "./server.ts"
import { coreLayer } from "../commands/write-side.ts"
import { DevClock } from "../eventstore/dev-clock.ts"

const db = await createTestDatabase()
const staticRoot = makeStaticRoot()

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      )
    })
  })

describe("serveHttp", () => {
  it.live("listens on the port while the layer lives and stops accepting when it is released", () =>
    Effect.gen(function* () {
      const port = yield* Effect.promise(freePort)
      const server = serveHttp({
        port,
        staticRoot,
        gracefulShutdownTimeout: "1 second",
      })
      const env = ConfigProvider.layer(ConfigProvider.fromEnv({ env: { COGI_JWT_SECRET: "k".repeat(40) } }))
      const scope = yield* Scope.make()
      const services = coreLayer({ worker: false }).pipe(
        Layer.provideMerge(DevClock.layer),
        Layer.provideMerge(Db.layer(db.url)),
      )
      yield* Layer.buildWithScope(server.pipe(Layer.provide(services), Layer.provide(env)), scope)

      const res = yield* Effect.promise(() => fetch(`http://127.0.0.1:${port}/api/health`))
      assert.strictEqual(res.status, 200)
      assert.deepStrictEqual(yield* Effect.promise(() => res.json()), {
        status: "ok",
        database: "ok",
        projector_lag: 0,
      })
      assert.strictEqual(res.headers.get("x-frame-options"), "DENY")

      yield* Scope.close(scope, Exit.void)
      const after = yield* Effect.promise(() =>
        fetch(`http://127.0.0.1:${port}/api/health`).then(
          () => "answered",
          (error: { cause?: { code?: string } }) => error.cause?.code ?? "failed",
        ),
      )
      assert.strictEqual(after, "ECONNREFUSED")
    }),
  )
})
