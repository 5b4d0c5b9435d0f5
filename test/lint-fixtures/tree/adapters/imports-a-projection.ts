// must fail: adapters-import-eventstore-and-domain
import { readModel } from "../projections/read-model.ts"

export const bad = readModel
