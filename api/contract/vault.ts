import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Unauthorized, ValidationError } from "./errors.ts"
import { Authorization } from "./middleware.ts"

/** The private vault as stored: browser ciphertext (the safety plan is inside it), or null before the first save. */
export const VaultDto = Schema.Struct({
  ciphertext: Schema.NullOr(Schema.String),
  updated_at: Schema.NullOr(Schema.String),
})
export type VaultDto = typeof VaultDto.Type

export const SaveVaultRequest = Schema.Struct({ ciphertext: Schema.String })

/** The signed-in user's private vault: only ciphertext goes in and out. */
export class VaultGroup extends HttpApiGroup.make("vault")
  .add(
    HttpApiEndpoint.get("get", "/vault", { success: VaultDto, error: Unauthorized }),
    HttpApiEndpoint.put("save", "/vault", {
      payload: SaveVaultRequest,
      success: VaultDto,
      error: [ValidationError, Unauthorized],
    }),
  )
  .middleware(Authorization)
  .prefix("/user") {}
