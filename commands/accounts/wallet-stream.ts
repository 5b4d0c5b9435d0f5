import { Effect } from "effect"
import { foldEvents } from "../../domain/shared/decider.ts"
import type { Instant } from "../../domain/shared/instant.ts"
import { walletDecider } from "../../domain/wallet/wallet-decider.ts"
import { WalletEvent } from "../../domain/wallet/wallet-events.ts"
import { expectedOf, type Loaded } from "../../eventstore/command-handler.ts"
import { decodeEvents, toNewEvent } from "../../eventstore/event-codec.ts"
import type { StreamAppend } from "../../eventstore/events.ts"
import { walletStream } from "../../domain/shared/stream-ids.ts"

const decodeWalletEvents = decodeEvents(WalletEvent)

/** The 3 free sessions every new account gets (nothing when the wallet already had them). */
export const grantFreeSessions = (loaded: Loaded, userId: string, now: Instant) =>
  Effect.gen(function* () {
    const stream = loaded.get(walletStream(userId))
    const state = foldEvents(walletDecider, decodeWalletEvents(stream?.events ?? []))
    const events = yield* Effect.fromResult(
      walletDecider.decide({ _tag: "GrantFreeSessions", userId, now }, state),
    )
    const append: StreamAppend = {
      streamId: walletStream(userId),
      expected: expectedOf(stream),
      events: events.map((event) => toNewEvent(event)),
    }
    return append
  })
