import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { get, type IncomingHttpHeaders } from "node:http"
import { join } from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { assert, describe, layer } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { HttpServer } from "effect/http"
import { afterAll } from "vitest"
import { makeTestServer } from "../../test/support/http.ts"
import { makeHttpPolicy, securityHeaders } from "../http-middleware.ts"
import { precompressedStaticLayer } from "./precompressed-static.ts"

const root = mkdtempSync(join(tmpdir(), "cogi-precompressed-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))
const script = `export const saluto = ${JSON.stringify("Ciao, come stai oggi? ".repeat(200))}\n`
const page = `<!doctype html><html lang="it"><title>Cogi</title>${"<p>Benvenuto</p>".repeat(50)}</html>`
mkdirSync(join(root, "assets"))
writeFileSync(join(root, "index.html"), page)
writeFileSync(join(root, "assets", "app-3f2a1b.js"), script)
writeFileSync(join(root, "assets", "tiny-9a8b7c.js"), "1\n")
writeFileSync(join(root, "assets", "logo-1a2b3c.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))
// What the build step (cli/client-build/precompress.ts) leaves: copies beside the files that shrink.
const copies: ReadonlyArray<readonly [string, string]> = [
  ["index.html", page],
  ["assets/app-3f2a1b.js", script],
]
for (const [file, text] of copies) {
  writeFileSync(join(root, `${file}.br`), brotliCompressSync(text))
  writeFileSync(join(root, `${file}.gz`), gzipSync(text))
}

const TestServer = makeTestServer(Layer.mergeAll(precompressedStaticLayer({ root }), makeHttpPolicy()))

/** The raw bytes and headers over node:http, which (unlike fetch) does not decode content-encoding. */
const raw = (path: string, headers: Record<string, string>) =>
  Effect.gen(function* () {
    const server = yield* HttpServer.HttpServer
    const url = new URL(path, HttpServer.formatAddress(server.address))
    return yield* Effect.promise(
      () =>
        new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
          get(url, { headers }, (response) => {
            const chunks: Buffer[] = []
            response.on("data", (chunk: Buffer) => chunks.push(chunk))
            response.on("end", () =>
              resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
              }),
            )
          }).on("error", reject)
        }),
    )
  })

describe("serving precompressed copies", () => {
  layer(TestServer, { excludeTestServices: true })((it) => {
    it.effect("brotli for a browser, with its type, Vary, immutable cache and the security headers", () =>
      Effect.gen(function* () {
        const res = yield* raw("/assets/app-3f2a1b.js", { "accept-encoding": "gzip, deflate, br" })
        assert.strictEqual(res.status, 200)
        assert.strictEqual(res.headers["content-encoding"], "br")
        assert.strictEqual(res.headers["vary"], "accept-encoding")
        assert.strictEqual(res.headers["content-type"], "text/javascript; charset=utf-8")
        assert.strictEqual(res.headers["cache-control"], "public, max-age=31536000, immutable")
        assert.isBelow(res.body.length, script.length / 4)
        assert.strictEqual(brotliDecompressSync(res.body).toString(), script)
        for (const [name, value] of Object.entries(securityHeaders))
          assert.strictEqual(res.headers[name], value)
      }),
    )

    it.effect("gzip when brotli is not accepted; the identity when nothing is", () =>
      Effect.gen(function* () {
        const gz = yield* raw("/assets/app-3f2a1b.js", { "accept-encoding": "gzip" })
        assert.strictEqual(gz.headers["content-encoding"], "gzip")
        assert.strictEqual(gunzipSync(gz.body).toString(), script)
        const plain = yield* raw("/assets/app-3f2a1b.js", { "accept-encoding": "identity" })
        assert.strictEqual(plain.status, 200)
        assert.isUndefined(plain.headers["content-encoding"])
        assert.strictEqual(plain.headers["vary"], "accept-encoding")
        assert.strictEqual(plain.body.toString(), script)
      }),
    )

    it.effect(
      "index.html and the SPA fallback are compressed too, and never cached without revalidation",
      () =>
        Effect.gen(function* () {
          for (const path of ["/", "/dashboard", "/chat/123"]) {
            const res = yield* raw(path, { accept: "text/html", "accept-encoding": "br" })
            assert.strictEqual(res.status, 200, path)
            assert.strictEqual(res.headers["content-encoding"], "br", path)
            assert.strictEqual(res.headers["content-type"], "text/html; charset=utf-8", path)
            assert.strictEqual(res.headers["cache-control"], "no-cache", path)
            assert.strictEqual(brotliDecompressSync(res.body).toString(), page, path)
          }
        }),
    )

    it.effect("a revalidation with the copy's ETag is a 304", () =>
      Effect.gen(function* () {
        const headers = { accept: "text/html", "accept-encoding": "br" }
        const first = yield* raw("/", headers)
        const etag = first.headers["etag"]
        assert.isString(etag)
        const again = yield* raw("/", { ...headers, "if-none-match": etag ?? "" })
        assert.strictEqual(again.status, 304)
        assert.strictEqual(again.body.length, 0)
      }),
    )

    it.effect("files with no copy, ranges and missing files behave as before", () =>
      Effect.gen(function* () {
        const tiny = yield* raw("/assets/tiny-9a8b7c.js", { "accept-encoding": "br" })
        assert.strictEqual(tiny.status, 200)
        assert.isUndefined(tiny.headers["content-encoding"])
        assert.strictEqual(tiny.body.toString(), "1\n")
        const png = yield* raw("/assets/logo-1a2b3c.png", { "accept-encoding": "br" })
        assert.strictEqual(png.headers["content-type"], "image/png")
        assert.isUndefined(png.headers["content-encoding"])
        const range = yield* raw("/assets/app-3f2a1b.js", { "accept-encoding": "br", range: "bytes=0-5" })
        assert.strictEqual(range.status, 206)
        assert.isUndefined(range.headers["content-encoding"])
        assert.strictEqual(range.body.toString(), script.slice(0, 6))
        const missing = yield* raw("/assets/missing.js", { "accept-encoding": "br" })
        assert.strictEqual(missing.status, 404)
        assert.deepStrictEqual(Object.keys(JSON.parse(missing.body.toString())).sort(), ["code", "detail"])
        const escape = yield* raw("/..%2f..%2fetc%2fpasswd", { "accept-encoding": "br" })
        assert.strictEqual(escape.status, 404)
      }),
    )
  })
})
