import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import type { VaultState } from "../domain/vault/vault-state.ts"
import { readVault, saveVault } from "../commands/vault/vault-use-cases.ts"
import { conditionCode } from "./condition-code.ts"
import { Api } from "../contract/api.ts"
import { ValidationError } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { storageRefused, unverifiedRefused } from "./storage/storage-http-errors.ts"

const view = (state: VaultState) => ({ ciphertext: state.ciphertext, updated_at: state.updatedAt })

/** GET and PUT /api/user/vault: read from the user's own stream, no read model (nothing to list or search). */
export const VaultLive = HttpApiBuilder.group(Api, "vault", (handlers) =>
  Effect.succeed(
    handlers
      .handle("get", () =>
        Effect.flatMap(CurrentUser, (user) => readVault(user.id)).pipe(Effect.map(view), Effect.orDie),
      )
      .handle("save", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => saveVault(user.id, payload.ciphertext)).pipe(
          Effect.map(view),
          Effect.catchTag("VaultCiphertextInvalid", (error) =>
            Effect.fail(
              new ValidationError({
                code: conditionCode(error._tag),
                detail: "Il piano cifrato non è valido: riprova a salvarlo.",
              }),
            ),
          ),
          Effect.catchTags({ StreamVersionConflict: Effect.die, DuplicateEventId: Effect.die }),
          // 403 until the address is verified, 429 past the day's storage budget
          Effect.catchTags({ StorageBudgetReached: storageRefused, AddressUnverified: unverifiedRefused }),
        ),
      ),
  ),
)
