// must fail: client-contract-types-only
import { ThingId } from "../../../../api/contract/schemas.ts"

export const bad = ThingId
