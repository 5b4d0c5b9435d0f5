// must pass: commands/ import the core and contract/
import { handleCommand } from "../eventstore/command-handler.ts"
import { readModel } from "../projections/read-model.ts"
import { service } from "../adapters/service.ts"
import { ThingId } from "../contract/schemas.ts"

export const useCase = [handleCommand, readModel, service, ThingId]
