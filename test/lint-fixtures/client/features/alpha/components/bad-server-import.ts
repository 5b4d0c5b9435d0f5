// The client reaching server code that is not the contract: the HTTP handlers, say.
import { UserLive } from "../../../../../../api/user-http.ts"

export const handlers = UserLive
