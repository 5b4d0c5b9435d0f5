import { idOfStream } from "../../domain/shared/stream-ids.ts"
import type { Projection, ProjectedEvent } from "../projection.ts"
import { RowPatches } from "../row-patches.ts"
import { DEFAULT_ASSISTANT_NAME } from "../../domain/shared/constants.ts"

const str = (value: unknown) => (typeof value === "string" ? value : null)
const userIdOf = (event: ProjectedEvent) => idOfStream("user", event.streamId)

const fold = (patches: RowPatches, event: ProjectedEvent) => {
  const id = userIdOf(event)
  const d = event.data
  switch (event.type) {
    case "UserRegistered":
      // a forgotten subject (its key deleted) has no name or email any more: it leaves no row
      if (event.metadata.forgotten === true || str(d.email) === null) return
      return patches.insert(id, {
        name: str(d.name) ?? "",
        email: str(d.email),
        ai_name: str(d.aiName) ?? DEFAULT_ASSISTANT_NAME,
        encryption_salt: str(d.encryptionSalt) ?? "",
        emergency_contact: d.emergencyContact ?? null,
        is_admin: d.isAdmin === true,
        is_verified: false,
        created_at: str(d.registeredAt),
        last_login: null,
        care_note: true,
      })
    case "EmailVerified":
      return patches.set(id, { is_verified: true })
    case "UserLoggedIn":
      return patches.set(id, { last_login: str(d.at) })
    case "AssistantRenamed":
      return patches.set(id, { ai_name: str(d.aiName) })
    case "UserRenamed":
      // a forgotten subject's name reads as null; its UserDeleted drops the row anyway
      return str(d.name) === null ? undefined : patches.set(id, { name: str(d.name) })
    case "EmergencyContactChanged":
      return event.metadata.forgotten === true
        ? undefined
        : patches.set(id, { emergency_contact: d.emergencyContact ?? null })
    case "CareNoteSet":
      return patches.set(id, { care_note: d.enabled !== false })
    case "UserDeleted":
      return patches.delete(id)
  }
}

export const userDirectory: Projection = {
  name: "users",
  mode: "inline",
  handles: [
    "UserRegistered",
    "EmailVerified",
    "UserLoggedIn",
    "AssistantRenamed",
    "UserRenamed",
    "EmergencyContactChanged",
    "CareNoteSet",
    "UserDeleted",
  ],
  plan: (_db, events, table) => {
    const patches = new RowPatches("id", "uuid")
    for (const event of events) fold(patches, event)
    return patches.statements(table)
  },
}
