import { idOfStream } from "../../domain/shared/stream-ids.ts"
import type { Statement, Projection, ProjectedEvent } from "../projection.ts"
import { RowPatches } from "../row-patches.ts"
import { ident, q } from "../../eventstore/sql-text.ts"
import { isUuid } from "../../domain/shared/uuid.ts"

const str = (value: unknown) => (typeof value === "string" ? value : null)

const fold = (patches: RowPatches, deletedUsers: Set<string>, event: ProjectedEvent) => {
  if (event.type === "UserDeleted") {
    // a user-* event: the deleted user's chats leave the read model (their log stays, ciphertext only)
    const userId = idOfStream("user", event.streamId)
    if (!isUuid(userId)) return
    deletedUsers.add(userId)
    for (const row of patches.insertedRows()) if (row.user_id === userId) patches.forget(String(row.id))
    return
  }
  const id = idOfStream("chat", event.streamId)
  const d = event.data
  switch (event.type) {
    case "ChatCreated":
      return patches.insert(id, {
        user_id: str(d.userId),
        approach: str(d.approach),
        title_ciphertext: null,
        message_count: 0,
        created_at: str(d.at),
        updated_at: str(d.at),
        started_at: null,
        ends_at: null,
        completed_at: null,
      })
    case "ChatTitled":
      return patches.set(id, { title_ciphertext: str(d.titleCiphertext) })
    case "ApproachChanged":
      return patches.set(id, { approach: str(d.approach), updated_at: str(d.at) })
    case "SessionStarted":
      return patches.set(id, { started_at: str(d.startedAt), ends_at: str(d.endsAt) })
    case "SessionExtended":
      return patches.set(id, { ends_at: str(d.newEndsAt) })
    case "SessionResumed":
      return patches.set(id, { ends_at: str(d.newEndsAt), completed_at: null })
    case "MessageRecorded":
      patches.add(id, "message_count", 1)
      return patches.set(id, { updated_at: str(d.at) })
    case "ExchangeSuperseded":
      // the superseded messages leave the conversation shown, so they leave its count
      return patches.add(id, "message_count", -(Array.isArray(d.messageIds) ? d.messageIds.length : 0))
    case "SessionCompleted":
      return patches.set(id, { completed_at: str(d.at) })
    case "ChatDeleted":
      return patches.delete(id)
  }
}

export const chatList: Projection = {
  name: "chats",
  mode: "inline",
  handles: [
    "ChatCreated",
    "ChatTitled",
    "ApproachChanged",
    "SessionStarted",
    "SessionExtended",
    "SessionResumed",
    "MessageRecorded",
    "SessionCompleted",
    "ExchangeSuperseded",
    "ChatDeleted",
    "UserDeleted",
  ],
  plan: (_db, events, table) => {
    const patches = new RowPatches("id", "uuid")
    const deletedUsers = new Set<string>()
    for (const event of events) fold(patches, deletedUsers, event)
    const statements: Array<Statement> = patches.statements(table)
    // last: an earlier change to a deleted user's chat that this batch did not insert is undone with the row
    if (deletedUsers.size > 0)
      statements.push(q`delete from ${ident(table)} where user_id = any(${[...deletedUsers]}::uuid[])`)
    return statements
  },
}
