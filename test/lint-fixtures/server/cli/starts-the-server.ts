// must pass: the server entry is the one part of api/ that cli/ starts
import { serveHttpFromEnv } from "../api/server.ts"

export const good = serveHttpFromEnv
