import { Schema } from "effect"
import type { NewEvent, StoredEvent } from "./events.ts"

/** A domain event: a Schema TaggedStruct whose `_tag` is the stored type. */
export interface DomainEvent {
  readonly _tag: string
  readonly schemaVersion?: number
}

/**
 * Fields that hold personal data, per event type (DESIGN §3). They are encrypted with the key of the user
 * the event belongs to (`userId` in the event), so deleting that key forgets them.
 */
const personalFields: Readonly<Record<string, ReadonlyArray<string>>> = {
  UserRegistered: ["name", "email", "emergencyContact", "aiName", "passwordHash"],
  AssistantRenamed: ["aiName"],
  PasswordChanged: ["passwordHash"],
  AppointmentScheduled: ["notes"],
  UserRenamed: ["name"],
  EmergencyContactChanged: ["emergencyContact"],
  // the browser's ciphertext sealed again with the user's key: deleting the account shreds the journey too
  SummarySaved: ["ciphertext"],
  SummaryEdited: ["ciphertext"],
  MoodRecorded: ["ciphertext"],
}

export const toNewEvent = (event: DomainEvent, options: { readonly eventId?: string } = {}): NewEvent => {
  const { _tag, schemaVersion, ...data } = event as DomainEvent & Record<string, unknown>
  const fields = personalFields[_tag]
  const subjectId = typeof data.userId === "string" ? data.userId : undefined
  return {
    type: _tag,
    schemaVersion: schemaVersion ?? 1,
    data,
    ...(options.eventId ? { eventId: options.eventId } : {}),
    ...(fields && subjectId ? { personal: { subjectId, fields } } : {}),
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
