// must fail: edges-never-append
import { appendStatement } from "../eventstore/append-statement.ts"

export const bad = appendStatement
