// must fail: client-sources-not-tests
import { renderAlpha } from "../../../../test/support/client/render-alpha.ts"

export const bad = renderAlpha
