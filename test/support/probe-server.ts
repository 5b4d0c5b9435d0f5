import { Effect, Layer, Schema } from "effect"
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { IpNetwork } from "effect/net"
import { AdminOnlyLive, AuthorizationLive } from "../../api/authentication/authorization.ts"
import { clientAddress } from "../../api/client-address.ts"
import { RateLimited, RateLimitedError } from "../../contract/errors.ts"
import { rateLimited } from "../../api/rate-limit-http-errors.ts"
import { AdminOnly, Authorization, CurrentUser, RequestValidation } from "../../contract/middleware.ts"
import { RequestValidationLive } from "../../api/request-validation.ts"
import { makeHttpApp } from "../../api/server.ts"
import { RateLimiter } from "../../commands/rate-limits/rate-limiter.ts"
import { appTestServices } from "./app-server.ts"
import { makeStaticRoot, makeTestServer } from "./http.ts"

// A test-only API mounted beside the real one: protected, admin, payload, defect and rate-limited endpoints.
class ProbeGroup extends HttpApiGroup.make("probe")
  .add(
    HttpApiEndpoint.post("echo", "/echo", {
      payload: Schema.Struct({ name: Schema.String.check(Schema.isMinLength(2)), age: Schema.Int }),
      success: Schema.Struct({ name: Schema.String }),
    }),
    HttpApiEndpoint.get("boom", "/boom", { success: Schema.Void }),
    HttpApiEndpoint.get("limited", "/limited", {
      success: Schema.Struct({ ok: Schema.Boolean }),
      error: RateLimited,
    }),
    HttpApiEndpoint.get("enforced", "/enforced", {
      success: Schema.Struct({ ok: Schema.Boolean }),
      error: RateLimited,
    }),
    HttpApiEndpoint.get("ip", "/ip", { success: Schema.Struct({ ip: Schema.String }) }),
  )
  .prefix("/test") {}
const Me = Schema.Struct({ id: Schema.String, isAdmin: Schema.Boolean })
class ProtectedGroup extends HttpApiGroup.make("protected")
  .add(HttpApiEndpoint.get("whoami", "/whoami", { success: Me }))
  .middleware(Authorization)
  .prefix("/test") {}
class AdminGroup extends HttpApiGroup.make("admin")
  .add(HttpApiEndpoint.get("area", "/admin", { success: Me }))
  .middleware(AdminOnly)
  .middleware(Authorization)
  .prefix("/test") {}
export class TestApi extends HttpApi.make("test")
  .add(ProbeGroup, ProtectedGroup, AdminGroup)
  .middleware(RequestValidation)
  .prefix("/api")
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" }) {}

const TestRoutes = HttpApiBuilder.layer(TestApi).pipe(
  Layer.provide([
    HttpApiBuilder.group(TestApi, "probe", (h) =>
      Effect.gen(function* () {
        const limiter = yield* RateLimiter
        return h
          .handle("echo", ({ payload }) => Effect.succeed({ name: payload.name }))
          .handle("boom", () => Effect.die(new Error("secret internals: password=hunter2")))
          .handle("limited", () =>
            Effect.gen(function* () {
              const decision = yield* limiter.hit("test:limited", 2, 600)
              if (!decision.allowed) {
                return yield* new RateLimitedError({
                  detail: "Troppi tentativi. Riprova più tardi.",
                  retryAfterSeconds: decision.retryAfterSeconds,
                })
              }
              return { ok: true }
            }),
          )
          .handle("enforced", () =>
            Effect.as(
              Effect.flatMap(clientAddress, (ip) => limiter.enforce(`test:enforced:${ip}`, 1, 60)).pipe(
                Effect.catchTags({ TooManyAttempts: rateLimited }),
              ),
              { ok: true },
            ),
          )
          .handle("ip", () => Effect.map(clientAddress, (ip) => ({ ip })))
      }),
    ),
    HttpApiBuilder.group(TestApi, "protected", (h) => h.handle("whoami", () => CurrentUser)),
    HttpApiBuilder.group(TestApi, "admin", (h) => h.handle("area", () => CurrentUser)),
  ]),
  Layer.provide([RequestValidationLive, AuthorizationLive, AdminOnlyLive]),
)

export const probeSecret = new TextEncoder().encode("test-secret-0123456789-0123456789-abcdef")

/** The real app (static root with an SPA page, loopback as trusted proxy) with the probe API beside it. */
export const makeProbeServer = (dbUrl: string) => {
  const staticRoot = makeStaticRoot("<!doctype html><title>Cogi SPA</title>")
  return makeTestServer(
    Layer.mergeAll(
      makeHttpApp({
        staticRoot,
        trustedProxies: [IpNetwork.fromStringUnsafe("127.0.0.0/8"), IpNetwork.fromStringUnsafe("::1/128")],
      }),
      TestRoutes,
    ),
  ).pipe(Layer.provideMerge(appTestServices(dbUrl, { jwtSecret: probeSecret })))
}
