import { Result } from "effect"
import type * as C from "./user-commands.ts"
import { requestEmailVerification } from "./user-decider.ts"
import type { UserEvent } from "./user-events.ts"
import type { UserState } from "./user-state.ts"

/**
 * What a sign-up with an address that already has an account does. The client gets the same answer as for a new
 * address (so sign-up tells nobody which addresses have an account); only the mail differs, and it goes to the
 * address's owner:
 * - a verified owner is told that someone tried to sign up with their address (sign in or reset the password);
 *   nothing is recorded on their stream;
 * - an unverified owner gets a fresh verification link (the only mail an unverified address receives), unless one
 *   went out less than the resend cooldown ago;
 * - a deleted account gets nothing.
 */
export type TakenAddressReply =
  | { readonly _tag: "TellOwner" }
  | { readonly _tag: "SendNewLink"; readonly events: ReadonlyArray<UserEvent> }
  | { readonly _tag: "Nothing" }

export const replyToTakenAddress = (
  command: C.RequestEmailVerification,
  state: UserState,
): TakenAddressReply => {
  if (state.status !== "registered") return { _tag: "Nothing" }
  if (state.verifiedAt !== null) return { _tag: "TellOwner" }
  const decided = requestEmailVerification(command, state)
  return Result.isSuccess(decided) ? { _tag: "SendNewLink", events: decided.success } : { _tag: "Nothing" }
}
