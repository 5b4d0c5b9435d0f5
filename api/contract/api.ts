import { HttpApi } from "effect/http-api"
import { AuthGroup } from "./auth.ts"
import { HealthGroup } from "./health.ts"
import { RequestValidation } from "./middleware.ts"
import { UserGroup } from "./user.ts"

/**
 * The whole HTTP API under `/api`. Add a group: declare it in its own `api/contract/<group>.ts`, add it to the
 * `.add(...)` below (BEFORE `.middleware` and `.prefix`, which only apply to what was added before them).
 */
export class Api extends HttpApi.make("cogi")
  .add(HealthGroup)
  .add(AuthGroup, UserGroup)
  .middleware(RequestValidation)
  .prefix("/api")
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" }) {}
