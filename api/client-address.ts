import { Effect, Option } from "effect"
import { HttpServerRequest } from "effect/http"

/**
 * The caller's IP address, for per-IP rate limits. Behind a load balancer it is the forwarded client address
 * only when the proxy's network is listed in `COGI_TRUSTED_PROXIES`; otherwise the direct peer.
 */
export const clientAddress: Effect.Effect<string, never, HttpServerRequest.HttpServerRequest> = Effect.gen(
  function* () {
    const request = yield* HttpServerRequest.HttpServerRequest
    return Option.getOrElse(request.remoteAddress, () => "unknown")
  },
)
