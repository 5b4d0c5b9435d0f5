import type { Tx } from "../../eventstore/db.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import type { Projection } from "../projection.ts"

const str = (value: unknown) => (typeof value === "string" ? value : null)
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const apply = async (tx: Tx, event: StoredEvent, table: string) => {
  const id = event.streamId.slice("chat-".length)
  const d = event.data
  const t = tx(table)
  const position = event.globalPosition.toString()
  switch (event.type) {
    case "ChatCreated":
      await tx`insert into ${t} (id, user_id, approach, created_at, updated_at, last_position)
        values (${id}, ${str(d.userId)}, ${str(d.approach)}, ${str(d.at)}, ${str(d.at)}, ${position})`
      return
    case "ChatTitled":
      await tx`update ${t} set title_ciphertext = ${str(d.titleCiphertext)}, last_position = ${position} where id = ${id}`
      return
    case "ApproachChanged":
      await tx`update ${t} set approach = ${str(d.approach)}, updated_at = ${str(d.at)}, last_position = ${position}
        where id = ${id}`
      return
    case "SessionStarted":
      await tx`update ${t} set started_at = ${str(d.startedAt)}, ends_at = ${str(d.endsAt)}, last_position = ${position}
        where id = ${id}`
      return
    case "SessionExtended":
      await tx`update ${t} set ends_at = ${str(d.newEndsAt)}, last_position = ${position} where id = ${id}`
      return
    case "MessageRecorded":
      await tx`update ${t} set message_count = message_count + 1, updated_at = ${str(d.at)}, last_position = ${position}
        where id = ${id}`
      return
    case "SessionCompleted":
      await tx`update ${t} set completed_at = ${str(d.at)}, last_position = ${position} where id = ${id}`
      return
    case "ChatDeleted":
      await tx`delete from ${t} where id = ${id}`
      return
    case "UserDeleted": {
      // a user-* event: the deleted user's chats leave the read model (their log stays, ciphertext only)
      const userId = event.streamId.slice("user-".length)
      if (uuid.test(userId)) await tx`delete from ${t} where user_id = ${userId}`
      return
    }
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
    "MessageRecorded",
    "SessionCompleted",
    "ChatDeleted",
    "UserDeleted",
  ],
  apply,
}
