// must pass: adapters/ import eventstore/ and domain/
import { Db } from "../eventstore/db.ts"
import { Thing } from "../domain/thing.ts"

export const service = [Db, Thing]
