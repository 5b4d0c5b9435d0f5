import type { DataExportResponse } from "../../../../contract/account.ts"
import type { ChatDetail } from "../../../../contract/chats.ts"
import type { JourneyDto } from "../../../../contract/journey.ts"
import type { SessionInfo } from "../../../../contract/sessions.ts"
import type { VaultDto } from "../../../../contract/vault.ts"
import type { ApiClient } from "../../../lib/api-client.ts"
import { fetchCurrentUser } from "../../../lib/auth/user-api.ts"
import type { User } from "../../../lib/auth/user.ts"
import { getChat, getChats, getSessionInfo } from "../../../lib/shared-endpoints.ts"

export type ExportSources = {
  readonly profile: User
  readonly sessionInfo: typeof SessionInfo.Type
  readonly server: DataExportResponse
  readonly chats: ReadonlyArray<typeof ChatDetail.Type>
  /** "Il tuo percorso": summaries and mood check-ins, as ciphertext. */
  readonly journey: JourneyDto
  /** The private vault (the safety plan is inside it), as ciphertext. */
  readonly vault: typeof VaultDto.Type
}

/** Everything the export needs, still encrypted where the server holds ciphertext. */
export const loadExportSources = async (api: ApiClient): Promise<ExportSources> => {
  const [profile, sessionInfo, server, summaries, journey, vault] = await Promise.all([
    fetchCurrentUser(api),
    getSessionInfo(api),
    api.get("account.exportData", "/user/export"),
    getChats(api),
    api.get("journey.get", "/journey"),
    api.get("vault.get", "/user/vault"),
  ])
  const chats: Array<typeof ChatDetail.Type> = []
  for (const summary of summaries) chats.push(await getChat(api, summary.id))
  return { profile, sessionInfo, server, chats, journey, vault }
}
