// must pass: the server entry composes the handlers
import { handler } from "./thing-http.ts"

export const serve = handler
