// must fail: projections-import-eventstore-and-domain
import { service } from "../adapters/service.ts"

export const bad = service
