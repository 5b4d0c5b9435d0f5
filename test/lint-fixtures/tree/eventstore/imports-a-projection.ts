// must fail: eventstore-imports-domain-only
import { readModel } from "../projections/read-model.ts"

export const bad = readModel
