import { Schema } from "effect"

/** A mail could not be handed to the transport. `reason` is for operators; it never holds credentials. */
export class MailError extends Schema.TaggedError<MailError>()("MailError", {
  reason: Schema.String,
}) {
  /** What a user may be told. */
  get detail(): string {
    return "Non è stato possibile inviare l'email. Riprova tra qualche minuto."
  }
}
