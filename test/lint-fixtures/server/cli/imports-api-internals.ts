// must fail: cli/ starts the server entry, nothing else of api/
import { Tokens } from "../api/auth/tokens.ts"

export const bad = Tokens
