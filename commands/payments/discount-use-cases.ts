import { Effect } from "effect"
import { walletDecider } from "../../domain/wallet/wallet-decider.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { wallets } from "../aggregates.ts"

/** Redeems a code once per user: CodeRedeemed on `wallet-{userId}`, at the version the wallet was read at. */
export const redeemDiscountCode = Effect.fn("Commands.redeemDiscountCode")(function* (
  userId: string,
  code: string,
) {
  const at = yield* currentInstant
  const { events } = yield* wallets.decideOn(userId, (state) =>
    walletDecider.decide({ _tag: "RedeemCode", userId, code, now: at }, state),
  )
  return events
})
