// must fail: eventstore-imports-domain-only
import { service } from "../adapters/service.ts"

export const bad = service
