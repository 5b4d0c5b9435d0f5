// must fail: jobs/ never import api/
import { serveHttp } from "../api/server.ts"

export const bad = serveHttp
