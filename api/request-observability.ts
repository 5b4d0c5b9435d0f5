import { randomUUID } from "node:crypto"
import { Context, Effect, Exit, Metric, References } from "effect"
import { type HttpServerRequest, HttpServerResponse } from "effect/http"
import { HttpApi } from "effect/http-api"
import { Api } from "../contract/api.ts"
import { httpRequests, httpRequestSeconds } from "../eventstore/operational-metrics.ts"

/*
 * Every request gets an id (the load balancer's `x-request-id` when it sent a sane one, else a new UUID): it is
 * on every log line written while the request runs (the framework's request line included), in the
 * `x-request-id` response header, and in a 500's `detail` so a person can quote it. Requests are counted and
 * timed per route template (`/api/chats/:id/messages`, never the path with its ids).
 */

const saneId = /^[A-Za-z0-9._-]{8,64}$/

/** The contract's endpoints as matchers, longest first; other paths are named by their first segment. */
const templates: ReadonlyArray<{ readonly method: string; readonly route: string; readonly match: RegExp }> =
  (() => {
    const found: Array<{ method: string; route: string; match: RegExp }> = []
    HttpApi.reflect(Api, {
      onGroup: () => {},
      onEndpoint: ({ endpoint }) =>
        found.push({
          method: endpoint.method,
          route: endpoint.path,
          match: new RegExp(`^${endpoint.path.replace(/:[^/]+/g, "[^/]+")}$`),
        }),
    })
    return found.sort((a, b) => b.route.length - a.route.length)
  })()

export const routeTemplate = (method: string, path: string) => {
  const found = templates.find((t) => t.method === method && t.match.test(path))
  if (found) return found.route
  if (!path.startsWith("/api/")) return "static"
  // routes outside the contract (images, dev clock, local checkout): their first two segments
  return `/${path.split("/").slice(1, 3).join("/")}/*`
}

const withRequestId = (id: string) =>
  Effect.withFiber<void>((fiber) => {
    // On the fiber itself, not a scope: the framework's request log line is written after this middleware
    // returns, and the request's fiber restores its context when the request ends.
    const current = fiber.getRef(References.CurrentLogAnnotations)
    fiber.setContext(
      Context.add(fiber.context, References.CurrentLogAnnotations, { ...current, request_id: id }),
    )
    return Effect.void
  })

export const observeRequest = <E, R>(
  request: HttpServerRequest.HttpServerRequest,
  path: string,
  app: Effect.Effect<HttpServerResponse.HttpServerResponse, E, R>,
): Effect.Effect<HttpServerResponse.HttpServerResponse, E, R> => {
  const offered = request.headers["x-request-id"]
  const id = offered && saneId.test(offered) ? offered : randomUUID()
  const route = routeTemplate(request.method, path)
  const started = performance.now()
  return withRequestId(id).pipe(
    Effect.andThen(app),
    Effect.onExit((exit) => {
      const status = Exit.isSuccess(exit) ? exit.value.status : 500
      return Effect.all([
        Metric.update(
          Metric.withAttributes(httpRequests, { method: request.method, route, status: String(status) }),
          1,
        ),
        Metric.update(
          Metric.withAttributes(httpRequestSeconds, { method: request.method, route }),
          (performance.now() - started) / 1000,
        ),
      ])
    }),
    Effect.map((response) => HttpServerResponse.setHeader(response, "x-request-id", id)),
  )
}
