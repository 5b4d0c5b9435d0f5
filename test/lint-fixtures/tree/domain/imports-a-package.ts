// must fail: domain-is-pure
import postgres from "postgres"

export const bad = postgres
