import { Effect } from "effect"
import { currentInstant } from "../../eventstore/clock.ts"
import { userStream } from "../../domain/shared/stream-ids.ts"
import { EmergencyContactRelationInvalid } from "./account-errors.ts"
import { relationChoiceOf } from "./emergency-contact-relation.ts"
import { decideOnUser, expectErrors, runCommand } from "./user-stream.ts"
import { loadUserDto } from "./user-view.ts"

export interface ProfileInput {
  readonly name: string
  readonly contactName?: string | null | undefined
  readonly contactPhone?: string | null | undefined
  readonly contactRelation?: string | null | undefined
}

/**
 * The account page's profile: the name and the emergency contact (blank name or phone removes the contact,
 * as at sign-up). Returns the updated user.
 */
export const updateProfile = Effect.fn("Commands.updateProfile")(function* (
  userId: string,
  input: ProfileInput,
) {
  const relationText = input.contactRelation?.trim() ?? ""
  const relation = relationChoiceOf(relationText)
  if (relation === undefined) return yield* new EmergencyContactRelationInvalid({ relation: relationText })
  const now = yield* currentInstant
  const emergencyContact = { name: input.contactName ?? "", phone: input.contactPhone ?? "", relation }
  yield* runCommand([userStream(userId)], (loaded) =>
    Effect.map(
      decideOnUser(loaded, userId, { _tag: "UpdateProfile", name: input.name, emergencyContact, now }),
      (decided) => ({ appends: [decided.append], value: undefined }),
    ),
  ).pipe(expectErrors("UserNotFound", "UserNameEmpty"))
  return yield* loadUserDto(userId)
})
