import { Schema } from "effect"
import type { NewEvent, StoredEvent } from "./events.ts"

/** A domain event: a Schema TaggedStruct whose `_tag` is the stored type. */
export interface DomainEvent {
  readonly _tag: string
  readonly schemaVersion?: number
}

/**
 * Fields that hold personal data, per event type (DESIGN §3 and §6). They are sealed with a key of the user the
 * event belongs to (its `userId`, or the owner of its stream), so deleting that user's keys forgets them. Every
 * text field of every event is here or on the list of what is not personal in `personal-fields.unit.test.ts`.
 */
export const personalFields: Readonly<Record<string, ReadonlyArray<string>>> = {
  UserRegistered: ["name", "email", "emergencyContact", "aiName", "passwordHash"],
  AssistantRenamed: ["aiName"],
  PasswordChanged: ["passwordHash"],
  AppointmentScheduled: ["notes"],
  UserRenamed: ["name"],
  EmergencyContactChanged: ["emergencyContact"],
  // what the user wrote for their next session (in clear before: now it goes with the account)
  NextSessionScheduled: ["notes"],
  // an image's address (`enc:` + the browser's ciphertext when the upload failed) and its description
  MessageRecorded: ["image"],
  // the browser's ciphertext sealed again with the user's key: deleting the account shreds the journey too
  SummarySaved: ["ciphertext"],
  SummaryEdited: ["ciphertext"],
  MoodRecorded: ["ciphertext"],
  VisitNoteSaved: ["ciphertext"],
  // the data key wrapped by the password and the recovery key: its own key (below), so an old password opens nothing
  DataKeyWrapped: ["envelope"],
}

/**
 * Event types whose personal fields each get a key of their own, of the event type's kind: appending the next
 * one deletes the subject's earlier keys of the kind. A password change, a reset or a new recovery key
 * supersedes the data key's envelope, and the old password or recovery key then opens nothing.
 */
export const ownKeyEvents: ReadonlySet<string> = new Set(["DataKeyWrapped"])

/**
 * The stored form of a domain event. `subjectId` is whose personal data it holds when the event names no
 * `userId` itself (a chat's events belong to the chat's owner).
 */
export const toNewEvent = (
  event: DomainEvent,
  options: { readonly eventId?: string; readonly subjectId?: string } = {},
): NewEvent => {
  const { _tag, schemaVersion, ...data } = event as DomainEvent & Record<string, unknown>
  const fields = personalFields[_tag]
  const subjectId = typeof data.userId === "string" ? data.userId : options.subjectId
  if (fields && subjectId === undefined && fields.some((f) => data[f] !== null && data[f] !== undefined))
    throw new Error(`${_tag} holds personal data but names no subject to seal it for`)
  return {
    type: _tag,
    schemaVersion: schemaVersion ?? 1,
    data,
    ...(options.eventId ? { eventId: options.eventId } : {}),
    ...(fields && subjectId
      ? { personal: { subjectId, fields, ...(ownKeyEvents.has(_tag) ? { keyKind: _tag } : {}) } }
      : {}),
  }
}

/** Decodes stored events of one aggregate with its event union schema. */
export const decodeEvents =
  <S extends Schema.Decoder<unknown>>(schema: S) =>
  (events: ReadonlyArray<StoredEvent>): Array<S["Type"]> =>
    events.map((e) =>
      Schema.decodeUnknownSync(schema)({ ...e.data, _tag: e.type, schemaVersion: e.schemaVersion }),
    )

/** True when the subject of these events was forgotten (its key deleted): their personal fields are null. */
export const isForgotten = (events: ReadonlyArray<StoredEvent>) =>
  events.some((e) => e.metadata.forgotten === true)
