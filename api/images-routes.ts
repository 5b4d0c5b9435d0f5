import { randomUUID } from "node:crypto"
import { ByteSize, Effect, Layer } from "effect"
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http"
import { Db } from "../eventstore/db.ts"
import type { ImageUploaded } from "../contract/images.ts"
import { authenticate } from "./authentication/authorization.ts"
import { imageQuotaDetail, storeWithinQuota } from "./image-quota.ts"
import { requireVerifiedAddress } from "../commands/storage/storage-budget.ts"
import { addressUnverified } from "./storage/storage-http-errors.ts"

const imageTypes = new Set(["image/jpeg", "image/jpg", "image/png", "image/gif", "image/webp"])
/** 10 MB of picture plus the salt, IV and tag that encryption adds. */
const maxCiphertextBytes = 10 * 1024 * 1024 + 64

const json = (status: number, body: Record<string, unknown>) =>
  HttpServerResponse.jsonUnsafe(body, { status })
const error = (status: number, code: string, detail: string) => json(status, { detail, code })

const signedInUser = Effect.gen(function* () {
  const request = yield* HttpServerRequest.HttpServerRequest
  const header = request.headers.authorization ?? ""
  const token = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : ""
  return yield* authenticate(token)
})

/**
 * `POST /api/images`: the browser's ciphertext of a picture (application/octet-stream, `x-image-type` naming
 * the picture's type) → `{id, url}`. `GET /api/images/:id`: that ciphertext, to its owner only. The server
 * can check the declared type and the size; the content it cannot see, by design (DESIGN §6).
 */
const upload = HttpRouter.add(
  "POST",
  "/api/images",
  Effect.gen(function* () {
    const user = yield* signedInUser
    // until the address is verified nothing but what sign-up needs is stored (the message may keep it inline)
    const unverified = yield* requireVerifiedAddress(user.id).pipe(
      Effect.as(null),
      Effect.catchTag("AddressUnverified", () => Effect.succeed(addressUnverified())),
    )
    if (unverified !== null) return error(403, unverified.code, unverified.detail)
    const request = yield* HttpServerRequest.HttpServerRequest
    const type = (request.headers["x-image-type"] ?? "").toLowerCase()
    if (!imageTypes.has(type))
      return error(415, "UNSUPPORTED_MEDIA_TYPE", "Formato non supportato. Usa JPG, PNG, GIF o WebP.")
    const declared = Number(request.headers["content-length"] ?? "0")
    if (declared > maxCiphertextBytes)
      return error(413, "PAYLOAD_TOO_LARGE", "Immagine troppo grande. Massimo 10MB.")
    const body = new Uint8Array(
      yield* request.arrayBuffer.pipe(
        Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(maxCiphertextBytes)),
      ),
    )
    if (body.byteLength === 0) return error(400, "VALIDATION_ERROR", "Impossibile leggere il file immagine")
    const id = randomUUID()
    const { sql } = yield* Db
    const stored = yield* Effect.promise(() => storeWithinQuota(sql, id, user.id, type, body))
    if (!stored.ok)
      return HttpServerResponse.jsonUnsafe(
        { detail: imageQuotaDetail, code: "IMAGE_QUOTA_EXCEEDED" },
        { status: 429, headers: { "retry-after": String(stored.retryAfterSeconds) } },
      )
    const uploaded: ImageUploaded = {
      id,
      url: `/api/images/${id}`,
      bytes: body.byteLength,
      format: type.slice(6),
      local: false,
      cloud: false,
    }
    return json(201, uploaded)
  }).pipe(
    Effect.catchTag("Unauthorized", (e) => Effect.succeed(error(401, "UNAUTHORIZED", e.detail))),
    Effect.catchTag("HttpServerError", () =>
      Effect.succeed(error(413, "PAYLOAD_TOO_LARGE", "Immagine troppo grande. Massimo 10MB.")),
    ),
  ),
)

const download = HttpRouter.add(
  "GET",
  "/api/images/:id",
  Effect.gen(function* () {
    const user = yield* signedInUser
    const { id } = yield* HttpRouter.params
    const { sql } = yield* Db
    const notFound = error(404, "NOT_FOUND", "Immagine non trovata")
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return notFound
    const [row] = yield* Effect.promise(
      () => sql<{ ciphertext: Buffer; content_type: string }[]>`
        select ciphertext, content_type from images where id = ${id} and user_id = ${user.id}`,
    )
    if (!row) return notFound
    return HttpServerResponse.uint8Array(new Uint8Array(row.ciphertext), {
      contentType: "application/octet-stream",
      headers: { "x-image-type": row.content_type, "cache-control": "private, max-age=86400, immutable" },
    })
  }).pipe(Effect.catchTag("Unauthorized", (e) => Effect.succeed(error(401, "UNAUTHORIZED", e.detail)))),
)

export const ImageRoutes = Layer.mergeAll(upload, download)
