import { activityByDay } from "./activity-by-day/activity-by-day-projection.ts"
import type { Projection } from "./projection.ts"
import { userDirectory } from "./user-directory/user-directory-projection.ts"

/** Every read model, in the order they are applied. */
export const projections: ReadonlyArray<Projection> = [userDirectory, activityByDay]

export const projectionNamed = (name: string) => projections.find((p) => p.name === name)
