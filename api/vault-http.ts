import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { foldEvents } from "../domain/shared/decider.ts"
import { vaultStream } from "../domain/shared/stream-ids.ts"
import { vaultDecider } from "../domain/vault/vault-decider.ts"
import { VaultEvent } from "../domain/vault/vault-events.ts"
import type { VaultState } from "../domain/vault/vault-state.ts"
import { now } from "../eventstore/clock.ts"
import { expectedOf, handleCommand, type Loaded } from "../eventstore/command-handler.ts"
import { decodeEvents, toNewEvent } from "../eventstore/event-codec.ts"
import { EventStore } from "../eventstore/event-store.ts"
import { conditionCode } from "./condition-code.ts"
import { Api } from "./contract/api.ts"
import { ValidationError } from "./contract/errors.ts"
import { CurrentUser } from "./contract/middleware.ts"

const decodeVault = decodeEvents(VaultEvent)
const stateOf = (loaded: Loaded, userId: string): VaultState =>
  foldEvents(vaultDecider, decodeVault(loaded.get(vaultStream(userId))?.events ?? []))
const view = (state: VaultState) => ({ ciphertext: state.ciphertext, updated_at: state.updatedAt })

/** GET and PUT /api/user/vault: read from the user's own stream, no read model (nothing to list or search). */
export const VaultLive = HttpApiBuilder.group(Api, "vault", (handlers) =>
  Effect.gen(function* () {
    const store = yield* EventStore
    return handlers
      .handle("get", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const events = yield* store.readStream(vaultStream(user.id))
          return view(foldEvents(vaultDecider, decodeVault(events)))
        }).pipe(Effect.orDie),
      )
      .handle("save", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const at = yield* now
          const { value } = yield* handleCommand([vaultStream(user.id)], (loaded) =>
            Effect.map(
              Effect.fromResult(
                vaultDecider.decide(
                  { _tag: "SaveVault", userId: user.id, ciphertext: payload.ciphertext, now: at },
                  stateOf(loaded, user.id),
                ),
              ),
              (events) => ({
                appends: [
                  {
                    streamId: vaultStream(user.id),
                    expected: expectedOf(loaded.get(vaultStream(user.id))),
                    events: events.map((e) => toNewEvent(e)),
                  },
                ],
                value: events.reduce(vaultDecider.evolve, stateOf(loaded, user.id)),
              }),
            ),
          )
          return view(value)
        }).pipe(
          Effect.catchTag("VaultCiphertextInvalid", (error) =>
            Effect.fail(
              new ValidationError({
                code: conditionCode(error._tag),
                detail: "Il piano cifrato non è valido: riprova a salvarlo.",
              }),
            ),
          ),
          Effect.catchTags({ StreamVersionConflict: Effect.die, DuplicateEventId: Effect.die }),
        ),
      )
  }),
)
