import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { RateLimited, ValidationError } from "./errors.ts"
import { Authorization } from "./middleware.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"

/** `success: false` (unknown or already used code) is an answer, not an error: the client shows `message`. */
export const DiscountRedeemed = Schema.Struct({ success: Schema.Boolean, message: Schema.String })

export class DiscountsGroup extends HttpApiGroup.make("discounts")
  .add(
    HttpApiEndpoint.post("redeem", "/discount/redeem", {
      payload: Schema.Struct({ code: BoundedText(fieldMaxima.discountCode) }),
      success: DiscountRedeemed,
      error: [ValidationError, RateLimited],
    }),
  )
  .middleware(Authorization) {}
