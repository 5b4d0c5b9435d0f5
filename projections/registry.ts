import { appointmentsProjection } from "./appointments/appointments-projection.ts"
import { activityByDay } from "./activity-by-day/activity-by-day-projection.ts"
import { crisisReferrals } from "./crisis-referrals/crisis-referrals-projection.ts"
import { chatList } from "./chat-list/chat-list-projection.ts"
import type { Projection } from "./projection.ts"
import { userDirectory } from "./user-directory/user-directory-projection.ts"
import { wallets } from "./wallets/wallet-projection.ts"

/** Every read model, in the order they are applied. */
export const projections: ReadonlyArray<Projection> = [
  userDirectory,
  chatList,
  wallets,
  appointmentsProjection,
  activityByDay,
  crisisReferrals,
]

export const projectionNamed = (name: string) => projections.find((p) => p.name === name)
