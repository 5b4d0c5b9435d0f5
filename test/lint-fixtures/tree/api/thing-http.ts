// must pass: api/ calls use cases in commands/ and reads the core
import { useCase } from "../commands/use-case.ts"
import { readModel } from "../projections/read-model.ts"

export const handler = [useCase, readModel]
