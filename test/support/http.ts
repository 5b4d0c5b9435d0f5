import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { NodeHttpServer } from "@effect/platform-node"
import { Effect, Layer } from "effect"
import {
  FetchHttpClient,
  type Headers,
  HttpClient,
  type HttpClientRequest,
  HttpRouter,
  HttpServer,
} from "effect/http"
import { createHoldingServer } from "../../api/holding-server.ts"
import { afterAll } from "vitest"

/**
 * Serves `app` on a random port for the test file. `HttpClient` in the layer is prefixed with the server's base
 * URL, so tests call paths (`HttpClientRequest.get("/api/health")`). Use with
 * `layer(makeTestServer(app), { excludeTestServices: true })`: on TestClock, server-side sleeps would hang.
 */
export const makeTestServer = <A, E, R>(app: Layer.Layer<A, E, R>) =>
  HttpRouter.serve(app, { disableListenLog: true, disableLogger: true }).pipe(
    Layer.provideMerge(nodeServerTest),
  )

/** `NodeHttpServer.layerTest` on the server `npm start` uses (its JSON answers to requests Node refuses). */
const nodeServerTest = HttpServer.layerTestClient.pipe(
  Layer.provide(
    Layer.fresh(FetchHttpClient.layer).pipe(
      Layer.provide(Layer.succeed(FetchHttpClient.RequestInit)({ keepalive: false })),
    ),
  ),
  Layer.provideMerge(NodeHttpServer.layer(() => createHoldingServer(), { port: 0 })),
)

export interface TestResponse {
  readonly status: number
  readonly headers: Headers.Headers
  readonly text: string
  /** The parsed body when the response is JSON, else undefined. */
  readonly json: unknown
}

/** Sends a request; a non-2xx status is a normal result, not an error. */
export const call = (request: HttpClientRequest.HttpClientRequest) =>
  Effect.gen(function* () {
    const response = yield* (yield* HttpClient.HttpClient).execute(request)
    const text = yield* response.text
    const json: unknown =
      (response.headers["content-type"] ?? "").includes("json") && text ? JSON.parse(text) : undefined
    return { status: response.status, headers: response.headers, text, json } satisfies TestResponse
  })

/**
 * A temporary built-client directory (index.html + one hashed asset) for SPA tests; removed after the file.
 * Call at module level or in beforeAll.
 */
export const makeStaticRoot = (
  indexHtml = "<!doctype html><title>Cogi</title><div id=root></div>",
): string => {
  const root = mkdtempSync(join(tmpdir(), "cogi-static-"))
  mkdirSync(join(root, "assets"))
  writeFileSync(join(root, "index.html"), indexHtml)
  writeFileSync(join(root, "assets", "app-3f2a1b.js"), "console.log('cogi')\n")
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  return root
}
