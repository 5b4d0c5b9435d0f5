import { HttpApi } from "effect/http-api"
import { AccountGroup } from "./account.ts"
import { AdminGroup } from "./admin.ts"
import { AppointmentsGroup } from "./appointments.ts"
import { AuthGroup } from "./auth.ts"
import { ApproachesGroup, ChatsGroup } from "./chats.ts"
import { DiscountsGroup } from "./discounts.ts"
import { HealthGroup } from "./health.ts"
import { JourneyGroup } from "./journey.ts"
import { RequestValidation } from "./middleware.ts"
import { PaymentsGroup, PaymentWebhooksGroup } from "./payments.ts"
import { RepliesGroup } from "./replies.ts"
import { SafetyGroup } from "./safety.ts"
import { SessionInfoGroup, SessionsGroup } from "./sessions.ts"
import { UserGroup } from "./user.ts"
import { VaultGroup } from "./vault.ts"

/**
 * The whole HTTP API under `/api`. Add a group: declare it in its own `contract/<group>.ts`, add it to the
 * `.add(...)` below (BEFORE `.middleware` and `.prefix`, which only apply to what was added before them).
 */
export class Api extends HttpApi.make("cogi")
  .add(HealthGroup, SafetyGroup)
  .add(AuthGroup, UserGroup, AccountGroup, VaultGroup)
  .add(ApproachesGroup, ChatsGroup, RepliesGroup, SessionsGroup, SessionInfoGroup, AppointmentsGroup)
  .add(PaymentsGroup, PaymentWebhooksGroup, DiscountsGroup)
  .add(AdminGroup)
  .add(JourneyGroup)
  .middleware(RequestValidation)
  .prefix("/api")
  .annotate(HttpApi.PayloadParseOptions, { errors: "all" }) {}
