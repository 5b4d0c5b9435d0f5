import { Effect, type Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, UrlParams } from "effect/http"
import {
  localCheckoutRedirectOrigins,
  renderLocalCheckoutPage,
} from "../../adapters/payments/local-checkout-page.ts"
import { LocalCheckout } from "../../adapters/payments/local-provider.ts"
import { contentSecurityPolicy } from "../http-middleware.ts"

/*
 * The local (offline) provider's checkout page: plain router routes beside the HttpApi, since they speak HTML and
 * HTML forms. Bad input still answers JSON `{ detail, code }` like every other /api error.
 */

const path = "/api/payments/local-checkout/:id"

const jsonError = (status: number, code: string, detail: string) =>
  HttpServerResponse.jsonUnsafe({ detail, code }, { status })

const notFound = () => jsonError(404, "NOT_FOUND", "Sessione di pagamento non trovata.")

/**
 * The strict CSP, except that the page's forms may land (after the 303) on the checkout's return origins: browsers
 * apply `form-action` to redirects too, and in development the client runs on another origin than the API.
 */
export const localCheckoutCsp = (redirectOrigins: ReadonlyArray<string>) =>
  contentSecurityPolicy.replace(
    "form-action 'self'",
    ["form-action 'self'", ...redirectOrigins.filter((o) => /^https?:\/\/[^\s;,']+$/.test(o))].join(" "),
  )

const sessionIdParam = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

export const LocalCheckoutRoutes = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const local = yield* LocalCheckout

    yield* router.add(
      "GET",
      path,
      Effect.gen(function* () {
        const id = yield* sessionIdParam
        const found = yield* Effect.option(local.load(id))
        if (Option.isNone(found)) return notFound()
        return HttpServerResponse.html(renderLocalCheckoutPage(found.value)).pipe(
          HttpServerResponse.setHeader(
            "content-security-policy",
            localCheckoutCsp(localCheckoutRedirectOrigins(found.value)),
          ),
        )
      }),
    )

    yield* router.add(
      "POST",
      path,
      Effect.gen(function* () {
        const id = yield* sessionIdParam
        const request = yield* HttpServerRequest.HttpServerRequest
        const form = yield* Effect.option(request.urlParamsBody)
        const action = Option.flatMap(form, (params) => UrlParams.getFirst(params, "action"))
        if (Option.isNone(action) || (action.value !== "pay" && action.value !== "cancel")) {
          return jsonError(400, "VALIDATION_ERROR", "Azione non valida: scegli Paga o Annulla.")
        }
        return yield* local.complete(id, action.value).pipe(
          Effect.map((result) => HttpServerResponse.redirect(result.redirectUrl, { status: 303 })),
          Effect.catchTags({
            CheckoutNotFound: () => Effect.succeed(notFound()),
            PaymentProviderError: (error) =>
              Effect.succeed(jsonError(502, "PAYMENT_PROVIDER_ERROR", error.detail)),
          }),
        )
      }),
    )
  }),
)

/** For `makeHttpApp`: the routes need `LocalCheckout` (from `paymentsLayer`; with Stripe every id is unknown). */
export const LocalCheckoutRoutesLive: Layer.Layer<never, never, HttpRouter.HttpRouter | LocalCheckout> =
  LocalCheckoutRoutes
