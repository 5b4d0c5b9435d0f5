import { Effect, type Layer, Option } from "effect"
import { HttpRouter, HttpServerRequest, HttpServerResponse, UrlParams } from "effect/http"
import { renderLocalPortalPage } from "../../adapters/payments/local-portal-page.ts"
import { LocalCheckout } from "../../adapters/payments/local-provider.ts"
import { localCheckoutCsp } from "./local-checkout-routes.ts"

/*
 * The local provider's customer portal (issue 28): like its checkout page, plain router routes that speak HTML
 * and an HTML form. Bad input still answers JSON `{ detail, code }` like every other /api error.
 */

const path = "/api/payments/local-portal/:id"

const jsonError = (status: number, code: string, detail: string) =>
  HttpServerResponse.jsonUnsafe({ detail, code }, { status })

const notFound = () =>
  jsonError(404, "NOT_FOUND", "Pagina dell'abbonamento non trovata o scaduta: riaprila da Cogi.")

/** The form lands (after the 303) on the page's return URL: its origin joins the CSP's form-action. */
const cspFor = (returnUrl: string) =>
  localCheckoutCsp(URL.canParse(returnUrl) ? [new URL(returnUrl).origin] : [])

const portalId = Effect.map(HttpRouter.params, (params) => params["id"] ?? "")

export const LocalPortalRoutes = HttpRouter.use((router) =>
  Effect.gen(function* () {
    const local = yield* LocalCheckout

    yield* router.add(
      "GET",
      path,
      Effect.gen(function* () {
        const found = yield* Effect.option(local.loadPortal(yield* portalId))
        if (Option.isNone(found)) return notFound()
        return HttpServerResponse.html(renderLocalPortalPage(found.value)).pipe(
          HttpServerResponse.setHeader("content-security-policy", cspFor(found.value.returnUrl)),
        )
      }),
    )

    yield* router.add(
      "POST",
      path,
      Effect.gen(function* () {
        const id = yield* portalId
        const request = yield* HttpServerRequest.HttpServerRequest
        const form = yield* Effect.option(request.urlParamsBody)
        const action = Option.flatMap(form, (params) => UrlParams.getFirst(params, "action"))
        if (Option.isNone(action) || action.value !== "cancel") {
          return jsonError(400, "VALIDATION_ERROR", "Azione non valida: scegli Annulla il rinnovo.")
        }
        return yield* local.cancelInPortal(id).pipe(
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

/** For `makeHttpApp`: the routes need `LocalCheckout` (with Stripe every id is unknown: 404). */
export const LocalPortalRoutesLive: Layer.Layer<never, never, HttpRouter.HttpRouter | LocalCheckout> =
  LocalPortalRoutes
