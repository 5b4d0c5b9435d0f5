import { Effect } from "effect"
import { HttpApiBuilder } from "effect/http-api"
import { discountRedeemedText, walletErrorText } from "./payments/wallet-http-errors.ts"
import { conditionCode } from "./condition-code.ts"
import { Api } from "../contract/api.ts"
import { ValidationError } from "../contract/errors.ts"
import { CurrentUser } from "../contract/middleware.ts"
import { RateLimiter } from "../commands/rate-limits/rate-limiter.ts"
import { rateLimited } from "./rate-limit-http-errors.ts"
import { redeemDiscountCode } from "../commands/payments/discount-use-cases.ts"
import { formatRomeDate } from "../domain/shared/italian-dates.ts"

const redeemAttemptsPerWindow = 10
const redeemWindowSeconds = 10 * 60

/** Redeems a code for the user: `success: false` with the reason when the code is unknown or already used. */
const redeem = (userId: string, code: string) =>
  Effect.gen(function* () {
    const events = yield* redeemDiscountCode(userId, code)
    const redeemed = events.find((e) => e._tag === "CodeRedeemed")
    if (redeemed === undefined) return yield* Effect.die(new Error("RedeemCode appended no CodeRedeemed"))
    return { success: true, message: discountRedeemedText(redeemed.grant, formatRomeDate) }
  }).pipe(
    Effect.catch((error) => {
      switch (error._tag) {
        case "DiscountCodeEmpty":
          return Effect.fail(
            new ValidationError({ code: conditionCode(error._tag), detail: walletErrorText(error) }),
          )
        case "UnknownDiscountCode":
        case "CodeAlreadyRedeemed":
          return Effect.succeed({ success: false, message: walletErrorText(error) })
        default:
          // Other wallet rules cannot refuse a redemption; a conflict that outlived the retries is
          // infrastructure: all answered 500 and logged.
          return Effect.die(error)
      }
    }),
  )

export const DiscountsLive = HttpApiBuilder.group(Api, "discounts", (handlers) =>
  Effect.gen(function* () {
    const limiter = yield* RateLimiter
    return handlers.handle("redeem", ({ payload }) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        // codes are short words: a per-user limit keeps anyone from trying the dictionary
        yield* limiter
          .enforce(`discount:${user.id}`, redeemAttemptsPerWindow, redeemWindowSeconds, "discount_code")
          .pipe(Effect.catchTags({ TooManyAttempts: rateLimited }))
        return yield* redeem(user.id, payload.code)
      }),
    )
  }),
)
