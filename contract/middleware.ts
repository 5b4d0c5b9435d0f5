import { Context } from "effect"
import { HttpApiMiddleware, HttpApiSecurity } from "effect/http-api"
import { Forbidden, Unauthorized, ValidationError } from "./errors.ts"

/** Turns every request decoding failure (params, query, headers, payload) into 400 `VALIDATION_ERROR`. */
export class RequestValidation extends HttpApiMiddleware.Service<RequestValidation>()(
  "cogi/api/RequestValidation",
  {
    error: ValidationError,
  },
) {}

export interface AuthenticatedUser {
  readonly id: string
  readonly isAdmin: boolean
}

/** The signed-in user, provided by `Authorization` to the handlers of the groups it protects. */
export class CurrentUser extends Context.Service<CurrentUser, AuthenticatedUser>()("cogi/api/CurrentUser") {}

/** Bearer token check. Add it to a group with `.middleware(Authorization)` as the LAST middleware call. */
export class Authorization extends HttpApiMiddleware.Service<Authorization, { provides: CurrentUser }>()(
  "cogi/api/Authorization",
  { security: { bearer: HttpApiSecurity.bearer }, error: Unauthorized },
) {}

/**
 * A bearer token's own claims, verified (signature, expiry) but not looked up in the user directory: for a hot
 * endpoint whose one query also proves the user still exists (and answers 401 when not).
 */
export class TokenClaims extends Context.Service<
  TokenClaims,
  AuthenticatedUser & { readonly credentialVersion: number }
>()("cogi/api/TokenClaims") {}

/** Bearer token check without the directory lookup; provides `TokenClaims`. */
export class BearerToken extends HttpApiMiddleware.Service<BearerToken, { provides: TokenClaims }>()(
  "cogi/api/BearerToken",
  { security: { bearer: HttpApiSecurity.bearer }, error: Unauthorized },
) {}

/** Admin role check; needs `CurrentUser`, so add it BEFORE `Authorization`: `.middleware(AdminOnly).middleware(Authorization)`. */
export class AdminOnly extends HttpApiMiddleware.Service<AdminOnly, { requires: CurrentUser }>()(
  "cogi/api/AdminOnly",
  {
    error: Forbidden,
  },
) {}
