import { Schema } from "effect"

/*
 * Pictures travel outside the HttpApi groups (api/images-routes.ts): `POST /api/images` takes the browser's
 * ciphertext as application/octet-stream with `x-image-type`, `GET /api/images/:id` gives it back to its owner.
 * The upload's JSON answer is declared here, so the route and the client read one shape.
 */

/** 201 to `POST /api/images`; refusals are `{ detail, code }` (400, 401, 413, 415, 429 IMAGE_QUOTA_EXCEEDED). */
export const ImageUploaded = Schema.Struct({
  id: Schema.String,
  /** Where the ciphertext can be fetched again: `/api/images/{id}`. */
  url: Schema.String,
  /** Size of the stored ciphertext. */
  bytes: Schema.Int,
  /** The declared picture type without `image/` (jpeg, png, gif, webp). */
  format: Schema.String,
  local: Schema.Boolean,
  cloud: Schema.Boolean,
})
export type ImageUploaded = typeof ImageUploaded.Type
