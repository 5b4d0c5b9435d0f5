// must pass: the client's test support may import the client (it renders it for the client's tests)
import { shared } from "../../../client/lib/shared.ts"

export const renderAlpha = () => shared
