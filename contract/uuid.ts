import { Schema } from "effect"

/** A UUID, in either case: the ids the app makes for chats, messages, replies, summaries, moods and users. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const isUuid = (value: string): boolean => uuidPattern.test(value)

/** What a request hears when an id it made up is not a UUID. */
export const uuidMessage = "Identificativo non valido: usa un UUID generato dall'app."

/** An id in a path or a body: a UUID, refused in Italian otherwise. */
export const Uuid = Schema.String.check(Schema.isPattern(uuidPattern, { message: uuidMessage }))
