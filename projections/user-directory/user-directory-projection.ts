import type { Tx } from "../../eventstore/db.ts"
import type { StoredEvent } from "../../eventstore/events.ts"
import type { Projection } from "../projection.ts"

const str = (value: unknown) => (typeof value === "string" ? value : null)
const userIdOf = (event: StoredEvent) => event.streamId.slice("user-".length)

const apply = async (tx: Tx, event: StoredEvent, table: string) => {
  const id = userIdOf(event)
  const d = event.data
  const t = tx(table)
  const position = event.globalPosition.toString()
  switch (event.type) {
    case "UserRegistered":
      // a forgotten subject (its key deleted) has no name or email any more: it leaves no row
      if (event.metadata.forgotten === true || str(d.email) === null) return
      await tx`insert into ${t} (id, name, email, ai_name, encryption_salt, emergency_contact, is_admin, is_verified,
                                 created_at, last_position)
        values (${id}, ${str(d.name) ?? ""}, ${str(d.email)}, ${str(d.aiName) ?? "Cogi"}, ${str(d.encryptionSalt) ?? ""},
                ${d.emergencyContact ? tx.json(d.emergencyContact as never) : null}, ${d.isAdmin === true},
                false, ${str(d.registeredAt)}, ${position})`
      return
    case "EmailVerified":
      await tx`update ${t} set is_verified = true, last_position = ${position} where id = ${id}`
      return
    case "UserLoggedIn":
      await tx`update ${t} set last_login = ${str(d.at)}, last_position = ${position} where id = ${id}`
      return
    case "AssistantRenamed":
      await tx`update ${t} set ai_name = ${str(d.aiName)}, last_position = ${position} where id = ${id}`
      return
    case "UserDeleted":
      await tx`delete from ${t} where id = ${id}`
      return
  }
}

export const userDirectory: Projection = {
  name: "users",
  mode: "inline",
  handles: ["UserRegistered", "EmailVerified", "UserLoggedIn", "AssistantRenamed", "UserDeleted"],
  apply,
}
