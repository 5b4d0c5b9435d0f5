import { Effect, FileSystem, Layer, Option, Path } from "effect"
import {
  HttpPlatform,
  HttpRouter,
  HttpServerRequest,
  HttpServerRespondable,
  HttpServerResponse,
  HttpStaticServer,
} from "effect/http"
import { preferredEncoding } from "./content-encoding.ts"

const contentTypes: Readonly<Record<string, string>> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".svg": "image/svg+xml; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
}

const varyOnEncoding = { vary: "accept-encoding" }

const pathnameOf = (url: string) => {
  const end = url.indexOf("?")
  try {
    return decodeURIComponent(end === -1 ? url : url.slice(0, end))
  } catch {
    return undefined
  }
}

const etagMatches = (ifNoneMatch: string | undefined, etag: string | undefined) =>
  ifNoneMatch !== undefined &&
  etag !== undefined &&
  ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim()
    return value === "*" || value.replace(/^W\//, "") === etag.replace(/^W\//, "")
  })

/**
 * The built client (`root`), served as `HttpStaticServer` serves it (SPA fallback to index.html, ranges,
 * conditional requests), except that a text file with a `.br`/`.gz` copy beside it (written at build time) is
 * sent as that copy when the client accepts it, with `Content-Encoding` and `Vary: Accept-Encoding`.
 * The cache policy (immutable for hashed /assets, no-cache for index.html) is the global middleware's.
 */
export const precompressedStaticLayer = (options: { readonly root: string }) =>
  Layer.effectDiscard(
    Effect.gen(function* () {
      const router = yield* HttpRouter.HttpRouter
      const fs = yield* FileSystem.FileSystem
      const path = yield* Path.Path
      const platform = yield* HttpPlatform.HttpPlatform
      const root = path.resolve(options.root)
      const plain = (yield* HttpStaticServer.make({ root: options.root, spa: true })).pipe(
        Effect.catch(HttpServerRespondable.toResponse),
      )
      const isFile = (file: string) =>
        fs.stat(file).pipe(
          Effect.map((info) => info.type === "File"),
          Effect.orElseSucceed(() => false),
        )

      /** The file a GET names: itself, or index.html for "/" and for an extensionless page path. */
      const targetOf = (request: HttpServerRequest.HttpServerRequest) =>
        Effect.gen(function* () {
          const pathname = pathnameOf(request.url)
          if (pathname === undefined || pathname.includes("\u0000")) return undefined
          const file = Option.getOrUndefined(path.resolveWithin(root, pathname.replace(/^\/+/, "")))
          if (file === undefined) return undefined
          if (yield* isFile(file)) return file
          const page = path.extname(file) === "" && (request.headers["accept"] ?? "").includes("text/html")
          return page ? path.join(root, "index.html") : undefined
        })

      const handler = Effect.gen(function* () {
        const request = yield* HttpServerRequest.HttpServerRequest
        const target = yield* targetOf(request)
        const contentType = target === undefined ? undefined : contentTypes[path.extname(target)]
        if (target === undefined || contentType === undefined) return yield* plain
        const encoding =
          request.headers["range"] === undefined
            ? preferredEncoding(request.headers["accept-encoding"])
            : undefined
        if (encoding === undefined || !(yield* isFile(target + encoding.suffix))) {
          return HttpServerResponse.setHeaders(yield* plain, varyOnEncoding)
        }
        const response = yield* platform
          .fileResponse(target + encoding.suffix, { contentType })
          .pipe(Effect.catch(() => plain))
        const headers = { ...varyOnEncoding, "content-encoding": encoding.encoding }
        if (etagMatches(request.headers["if-none-match"], response.headers["etag"])) {
          return HttpServerResponse.empty({
            status: 304,
            headers: { ...headers, etag: response.headers["etag"] ?? "" },
          })
        }
        return HttpServerResponse.setHeaders(response, headers)
      })
      yield* router.add("GET", "/*", handler)
    }),
  )
