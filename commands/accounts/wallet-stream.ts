import { Effect } from "effect"
import type { Instant } from "../../domain/shared/instant.ts"
import { walletDecider } from "../../domain/wallet/wallet-decider.ts"
import type { Loaded } from "../../eventstore/command-handler.ts"
import { wallets } from "../aggregates.ts"

/**
 * The 3 free sessions every new account gets (nothing when the wallet already had them, none when the address
 * had them with an earlier account).
 */
export const grantFreeSessions = (
  loaded: Loaded,
  userId: string,
  now: Instant,
  addressAlreadyGranted = false,
) =>
  Effect.map(
    Effect.fromResult(
      walletDecider.decide(
        { _tag: "GrantFreeSessions", userId, now, addressAlreadyGranted },
        wallets.stateOf(loaded, userId),
      ),
    ),
    (events) => wallets.append(loaded, userId, events),
  )
