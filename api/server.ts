import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { type Duration, Effect, Layer } from "effect"
import { HttpRouter } from "effect/http"
import { HttpApiBuilder } from "effect/http-api"
import { AdminLive } from "./admin-http.ts"
import { AccountLive } from "./account-http.ts"
import { AuthLive } from "./auth-http.ts"
import { AdminOnlyLive, AuthorizationLive, BearerTokenLive } from "./authentication/authorization.ts"
import { Passwords } from "../commands/accounts/passwords.ts"
import { RateLimiter } from "../commands/rate-limits/rate-limiter.ts"
import { Tokens } from "./authentication/tokens.ts"
import { AppConfig } from "./config.ts"
import { Api } from "../contract/api.ts"
import { HealthLive } from "./health-http.ts"
import { DiscountsLive } from "./discounts-http.ts"
import { PaymentsLive, PaymentWebhooksLive } from "./payments-http.ts"
import { LocalCheckoutRoutesLive } from "./payments/local-checkout-routes.ts"
import { PaymentsSettings } from "./payments/payments-settings.ts"
import { paymentsLayer } from "../adapters/payments/payments-layer.ts"
import { LocalPortalRoutesLive } from "./payments/local-portal-routes.ts"
import { DevClockRoute } from "./dev-clock-route.ts"
import { DevMailboxRoute } from "./dev-mailbox.ts"
import { ImageRoutes } from "./images-routes.ts"
import { ApproachesLive, ChatsLive } from "./chats-http.ts"
import { RepliesLive } from "./replies-http.ts"
import { SessionsLive } from "./sessions-http.ts"
import { SessionInfoLive } from "./session-info-http.ts"
import { AppointmentsLive } from "./appointments-http.ts"
import { AiService } from "../adapters/ai/ai-service.ts"
import { createHoldingServer } from "./holding-server.ts"
import { ApiNotFound, type HttpPolicyOptions, makeHttpPolicy } from "./http-middleware.ts"
import { RequestValidationLive } from "./request-validation.ts"
import { SafetyLive } from "./safety-http.ts"
import { UserLive } from "./user-http.ts"
import { precompressedStaticLayer } from "./static/precompressed-static.ts"
import { VaultLive } from "./vault-http.ts"
import { JourneyLive } from "./journey-http.ts"

/**
 * The routes of `Api`. To add a group: write `api/<group>-http.ts` with
 * `HttpApiBuilder.group(Api, "<group>", ...)` and add its Layer to `Layer.provide([...])` below.
 * Requires: Db (health) and Tokens (Authorization), plus whatever the group layers need.
 */
export const ApiRoutes = HttpApiBuilder.layer(Api, { openapiPath: "/api/openapi.json" }).pipe(
  Layer.provide([
    HealthLive,
    SafetyLive,
    AuthLive,
    UserLive,
    VaultLive,
    AccountLive,
    ApproachesLive,
    ChatsLive,
    RepliesLive,
    SessionsLive,
    SessionInfoLive,
    AppointmentsLive,
    PaymentsLive,
    PaymentWebhooksLive,
    DiscountsLive,
    AdminLive,
    JourneyLive,
  ]),
  Layer.provide([RequestValidationLive, AuthorizationLive, BearerTokenLive, AdminOnlyLive]),
)

export interface HttpAppOptions extends HttpPolicyOptions {
  /** The built client (`dist/client`): index.html + hashed files under /assets. */
  readonly staticRoot: string
}

/** Every route and the global policy, ready for `HttpRouter.serve`. Requires `Db` and `Tokens`. */
export const makeHttpApp = (options: HttpAppOptions) =>
  Layer.mergeAll(
    ApiRoutes,
    ApiNotFound,
    LocalCheckoutRoutesLive,
    LocalPortalRoutesLive,
    DevClockRoute,
    DevMailboxRoute,
    ImageRoutes,
    precompressedStaticLayer({ root: options.staticRoot }),
    makeHttpPolicy(options),
  )

/** The services the handlers use, built from `AppConfig` (env). Requires `Db`. */
export const HttpServices = Layer.mergeAll(
  Tokens.layer,
  Passwords.layer,
  RateLimiter.layer,
  AiService.layer,
  paymentsLayer,
  PaymentsSettings.layer,
)

export interface ServeHttpOptions extends HttpAppOptions {
  readonly port: number
  /** How long in-flight requests may finish after SIGTERM before they are interrupted. Default 10 s. */
  readonly gracefulShutdownTimeout?: Duration.Input
}

/**
 * The HTTP server as a Layer: listens on `port` while the Layer lives, closes gracefully when it is released
 * (`Layer.launch` + `NodeRuntime.runMain` do that on SIGTERM/SIGINT). Requires only `Db`.
 */
export const serveHttp = (options: ServeHttpOptions) =>
  HttpRouter.serve(makeHttpApp(options)).pipe(
    Layer.provide(HttpServices),
    Layer.provide(
      NodeHttpServer.layer(() => createHoldingServer(), {
        port: options.port,
        gracefulShutdownTimeout: options.gracefulShutdownTimeout ?? "10 seconds",
      }),
    ),
  )

/** `serveHttp` configured from the environment (`PORT`, `COGI_STATIC_ROOT`, `PUBLIC_URL`...). Requires `Db`. */
export const serveHttpFromEnv = Layer.unwrap(
  Effect.gen(function* () {
    const config = yield* AppConfig
    return serveHttp({
      port: config.port,
      staticRoot: config.staticRoot,
      hsts: config.publicUrl.startsWith("https://"),
      trustedProxies: config.trustedProxies,
    })
  }),
)
