// must fail: commands/ sit below the edges (api/ other than its contract)
import { issueSession } from "../api/auth/issue-session.ts"

export const bad = issueSession
