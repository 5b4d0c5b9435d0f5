// must pass: a client test uses the client's test support
import { renderAlpha } from "../../../../test/support/client/render-alpha.ts"

export const used = renderAlpha
