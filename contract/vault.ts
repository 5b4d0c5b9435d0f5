import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Forbidden, RateLimited, Unauthorized, ValidationError } from "./errors.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"
import { Authorization } from "./middleware.ts"

/** The private vault as stored: browser ciphertext (the safety plan is inside it), or null before the first save. */
export const VaultDto = Schema.Struct({
  ciphertext: Schema.NullOr(Schema.String),
  updated_at: Schema.NullOr(Schema.String),
})
export type VaultDto = typeof VaultDto.Type

export const SaveVaultRequest = Schema.Struct({ ciphertext: BoundedText(fieldMaxima.vaultCiphertext) })

/** The signed-in user's private vault: only ciphertext goes in and out. */
export class VaultGroup extends HttpApiGroup.make("vault")
  .add(
    HttpApiEndpoint.get("get", "/vault", { success: VaultDto, error: Unauthorized }),
    // 403 EMAIL_NOT_VERIFIED until the address is verified; 429 past the daily storage budget
    HttpApiEndpoint.put("save", "/vault", {
      payload: SaveVaultRequest,
      success: VaultDto,
      error: [ValidationError, Unauthorized, Forbidden, RateLimited],
    }),
  )
  .middleware(Authorization)
  .prefix("/user") {}
