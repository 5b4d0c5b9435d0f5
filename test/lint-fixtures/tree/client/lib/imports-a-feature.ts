// must fail: client-shared-not-features
import { own } from "../features/alpha/api/own.ts"

export const bad = own
