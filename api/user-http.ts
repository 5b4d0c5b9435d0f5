import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { refuseAccount } from "./accounts/user-http-errors.ts"
import { renameAssistant, setCareNote } from "../commands/accounts/preferences.ts"
import { loadUserDto } from "../commands/accounts/user-view.ts"
import { invalidToken } from "./authentication/tokens.ts"
import { Api } from "../contract/api.ts"
import { CurrentUser } from "../contract/middleware.ts"

/** GET /user/me, PUT /user/preferences, PUT /user/care-note. A valid token of a deleted user is refused like a bad one (401). */
export const UserLive = HttpApiBuilder.group(Api, "user", (handlers) =>
  handlers
    .handle("me", () =>
      Effect.flatMap(CurrentUser, (user) => loadUserDto(user.id)).pipe(
        Effect.catchTag("UserNotFound", () => Effect.fail(invalidToken())),
      ),
    )
    .handle("updatePreferences", ({ payload }) =>
      Effect.flatMap(CurrentUser, (user) => renameAssistant(user.id, payload.ai_name)).pipe(
        Effect.catchTags({
          AssistantNameEmpty: (error) => refuseAccount(error),
          UserNotFound: () => Effect.fail(invalidToken()),
        }),
      ),
    )
    .handle("setCareNote", ({ payload }) =>
      Effect.flatMap(CurrentUser, (user) => setCareNote(user.id, payload.enabled)).pipe(
        Effect.catchTag("UserNotFound", () => Effect.fail(invalidToken())),
      ),
    ),
)
