import { randomBytes } from "node:crypto"
import { mkdir, readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Clock, Context, Duration, Effect, Layer, Option, Redacted } from "effect"
import { errors as joseErrors, jwtVerify, SignJWT } from "jose"
import { Unauthorized } from "../../contract/errors.ts"
import type { AuthenticatedUser } from "../../contract/middleware.ts"
import { AppConfig } from "../config.ts"

/** Who a token was issued to, and at which credential version (password changes so far; absent = 0). */
export interface SignedClaims extends AuthenticatedUser {
  readonly credentialVersion?: number | undefined
}

export interface TokensShape {
  /** A signed access token (HS256 JWT: `sub` = user id, `adm` = admin flag, `cv` = credential version). */
  readonly sign: (user: SignedClaims) => Effect.Effect<string>
  /** The user a token was issued to, or `Unauthorized` with an Italian detail (expired, invalid). */
  readonly verify: (token: string) => Effect.Effect<VerifiedToken, Unauthorized>
  readonly ttl: Duration.Duration
}

/** A verified token's claims, the credential version always present. */
export type VerifiedToken = AuthenticatedUser & { readonly credentialVersion: number }

export const sessionExpired = () =>
  new Unauthorized({ detail: "Sessione scaduta. Effettua di nuovo il login." })
/** A token issued before the latest password change or reset. */
export const revokedToken = () =>
  new Unauthorized({ detail: "La password è stata cambiata: accedi di nuovo con la nuova password." })
export const invalidToken = () =>
  new Unauthorized({ detail: "Credenziali di accesso non valide. Effettua di nuovo il login." })
export const missingToken = () =>
  new Unauthorized({ detail: "Accesso richiesto. Effettua il login per continuare." })

const issuer = "cogi"
const audience = "cogi-api"

/**
 * The longest a token may live, whatever it says: one whose `exp` is further from its `iat` than this, or whose
 * `iat` is older or in the future, is refused even when correctly signed (a leaked signing key or a bug cannot
 * mint a token for ever). `COGI_TOKEN_TTL` may not exceed it.
 */
export const MAX_TOKEN_LIFETIME_SECONDS = 30 * 24 * 60 * 60

/** Access tokens. The secret is shared by every web replica, so tokens survive restarts and load balancing. */
export class Tokens extends Context.Service<Tokens, TokensShape>()("cogi/api/Tokens") {
  /** From `AppConfig`: `COGI_JWT_SECRET`, else a secret generated once into `<COGI_DATA_DIR>/jwt-secret` (0600). */
  static readonly layer = Layer.effect(
    Tokens,
    Effect.gen(function* () {
      const config = yield* AppConfig
      const secret = Option.isSome(config.jwtSecret)
        ? new TextEncoder().encode(Redacted.value(config.jwtSecret.value))
        : yield* loadOrCreateSecret(config.dataDir)
      return makeTokens({ secret, ttl: config.tokenTtl })
    }),
  )

  static readonly layerWith = (options: { readonly secret: Uint8Array; readonly ttl: Duration.Duration }) =>
    Layer.succeed(Tokens, makeTokens(options))
}

export const makeTokens = (options: { readonly secret: Uint8Array; readonly ttl: Duration.Duration }) => {
  const { secret, ttl } = options
  const sign = (user: SignedClaims) =>
    Effect.gen(function* () {
      const now = Math.floor((yield* Clock.currentTimeMillis) / 1000)
      return yield* Effect.promise(() =>
        new SignJWT({ adm: user.isAdmin, cv: user.credentialVersion ?? 0 })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .setSubject(user.id)
          .setIssuer(issuer)
          .setAudience(audience)
          .setIssuedAt(now)
          .setExpirationTime(now + Math.floor(Duration.toSeconds(ttl)))
          .sign(secret),
      )
    }).pipe(Effect.withSpan("Tokens.sign"))

  // A token's signature and claims never change: once verified, only its expiry needs checking again.
  const verified = makeVerifiedCache()
  const verify = (token: string) =>
    Effect.gen(function* () {
      if (token === "") return yield* missingToken()
      const now = yield* Clock.currentTimeMillis
      const known = verified.get(token, now)
      if (known !== undefined) return known
      const result = yield* Effect.tryPromise({
        // A token without `exp` would never expire, whoever signed it: refused like any invalid token.
        try: () =>
          jwtVerify(token, secret, {
            algorithms: ["HS256"],
            issuer,
            audience,
            currentDate: new Date(now),
            requiredClaims: ["exp", "iat"],
            maxTokenAge: MAX_TOKEN_LIFETIME_SECONDS,
          }),
        catch: (error) => (error instanceof joseErrors.JWTExpired ? sessionExpired() : invalidToken()),
      })
      const { sub, adm, exp, iat, cv } = result.payload
      if (typeof sub !== "string" || sub === "" || typeof adm !== "boolean") return yield* invalidToken()
      if (typeof exp !== "number" || typeof iat !== "number" || exp - iat > MAX_TOKEN_LIFETIME_SECONDS)
        return yield* invalidToken()
      if (cv !== undefined && (typeof cv !== "number" || !Number.isInteger(cv) || cv < 0))
        return yield* invalidToken()
      // only the signature check is cached: revocation (credential version) and deletion are checked per request
      const user = { id: sub, isAdmin: adm, credentialVersion: cv ?? 0 }
      verified.set(token, user, exp * 1000)
      return user
    }).pipe(Effect.withSpan("Tokens.verify"))

  return Tokens.of({ sign, verify, ttl })
}

const verifiedCacheSize = 10_000

/**
 * Tokens this process verified, until they expire (by the same clock `verify` reads, so a moved dev clock
 * expires them too). Bounded: the oldest entry goes first. Holds only what any replica could recompute.
 */
const makeVerifiedCache = () => {
  const entries = new Map<string, { readonly user: VerifiedToken; readonly expiresAtMs: number }>()
  return {
    get: (token: string, nowMs: number) => {
      const entry = entries.get(token)
      if (entry === undefined) return undefined
      if (nowMs < entry.expiresAtMs) return entry.user
      entries.delete(token)
      return undefined
    },
    set: (token: string, user: VerifiedToken, expiresAtMs: number) => {
      if (entries.size >= verifiedCacheSize) entries.delete(entries.keys().next().value ?? "")
      entries.set(token, { user, expiresAtMs })
    },
  }
}

/** Every replica on this machine reads the same file; `wx` makes the first writer win a creation race. */
const loadOrCreateSecret = (dataDir: string) =>
  Effect.promise(async () => {
    const file = join(dataDir, "jwt-secret")
    await mkdir(dataDir, { recursive: true })
    try {
      await writeFile(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    }
    const text = (await readFile(file, "utf8")).trim()
    if (text.length < 32) throw new Error(`${file} holds a JWT secret shorter than 32 characters`)
    return new TextEncoder().encode(text)
  })
