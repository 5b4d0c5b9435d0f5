import type { DataExportResponse } from "../../../../api/contract/account.ts"
import type { JourneyDto } from "../../../../api/contract/journey.ts"
import type { ApiClient } from "../../../lib/api-client.ts"
import type { User } from "../../../lib/auth/user.ts"

type ChatSummary = {
  readonly id: string
  readonly title: string | null
  readonly therapeutic_approach: string
  readonly created_at: string
}
type StoredMessage = {
  readonly role: "user" | "assistant"
  readonly content: string
  readonly timestamp: string
  readonly image: unknown
}
type ChatDetail = ChatSummary & { readonly messages: ReadonlyArray<StoredMessage> }

export type ExportSources = {
  readonly profile: User
  readonly sessionInfo: unknown
  readonly server: DataExportResponse
  readonly chats: ReadonlyArray<ChatDetail>
  /** "Il tuo percorso": summaries and mood check-ins, as ciphertext. */
  readonly journey: JourneyDto
}

/** Everything the export needs, still encrypted where the server holds ciphertext. */
export const loadExportSources = async (api: ApiClient): Promise<ExportSources> => {
  const [profile, sessionInfo, server, summaries, journey] = await Promise.all([
    api.get("user.me", "/user/me"),
    api.get("sessionInfo.info", "/user/session-info"),
    api.get("account.exportData", "/user/export"),
    api.get("chats.list", "/chats"),
    api.get("journey.get", "/journey"),
  ])
  const chats: ChatDetail[] = []
  for (const summary of summaries)
    chats.push(await api.get("chats.get", `/chats/${encodeURIComponent(summary.id)}`))
  return { profile, sessionInfo, server, chats, journey }
}
