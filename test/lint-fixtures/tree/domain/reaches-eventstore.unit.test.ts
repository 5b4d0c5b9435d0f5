// must fail: domain-tests-are-pure
import { Db } from "../eventstore/db.ts"

export const bad = Db
