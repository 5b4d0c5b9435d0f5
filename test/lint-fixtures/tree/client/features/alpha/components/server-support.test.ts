// must fail: client-tests-only-client-support
import { given } from "../../../../test/support/given.ts"

export const bad = given
