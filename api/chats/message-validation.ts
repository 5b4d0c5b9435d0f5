import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { Forbidden, ValidationError } from "../contract/errors.ts"
import type { ChatImage } from "../../domain/chat/chat-events.ts"

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const maxMessageChars = 8000
const maxHistoryTurns = 40
const maxCiphertextChars = 64_000

export const noCredits = () =>
  new Forbidden({
    detail: "Non hai sessioni disponibili. Acquista una sessione o riscatta un codice sconto per iniziare.",
  })

export const validReplyId = (id: string) =>
  uuid.test(id) ? Effect.succeed(id.toLowerCase()) : Effect.fail(new ValidationError({ detail: "Identificativo della risposta non valido." }))

const fail = (detail: string) => Effect.fail(new ValidationError({ detail }))

interface Payload {
  readonly content: string
  readonly ciphertext: string
  readonly message_id?: string | undefined
  readonly image?: ChatImage | null | undefined
  readonly history?: ReadonlyArray<{ readonly role: "user" | "assistant"; readonly content: string }> | undefined
  readonly title?: string | undefined
}

/** Every way a message can be malformed gets its own Italian explanation; nothing is stored until it passes. */
export const validateMessage = (payload: Payload) =>
  Effect.gen(function* () {
    const image = payload.image ?? null
    if (payload.content.trim() === "" && image === null) return yield* fail("Scrivi un messaggio o allega un'immagine.")
    if ([...payload.content].length > maxMessageChars)
      return yield* fail(`Il messaggio è troppo lungo: massimo ${maxMessageChars} caratteri.`)
    if (payload.ciphertext.trim() === "" || payload.ciphertext.length > maxCiphertextChars)
      return yield* fail("Il messaggio cifrato manca o non è valido.")
    if (payload.message_id !== undefined && !uuid.test(payload.message_id))
      return yield* fail("Identificativo del messaggio non valido.")
    if (image !== null && !/^(https:\/\/|data:image\/(jpeg|jpg|png|gif|webp);base64,|\/api\/images\/)/i.test(image.url))
      return yield* fail("Formato non supportato. Usa JPG, PNG, GIF o WebP.")
    if (payload.title !== undefined && payload.title.length > 4000) return yield* fail("Il titolo cifrato non è valido.")
    const history = (payload.history ?? []).slice(-maxHistoryTurns).map((turn) => ({
      role: turn.role,
      content: [...turn.content].slice(0, maxMessageChars).join(""),
    }))
    return {
      content: payload.content,
      ciphertext: payload.ciphertext,
      messageId: (payload.message_id ?? randomUUID()).toLowerCase(),
      image,
      history,
      title: payload.title && payload.title.trim() !== "" ? payload.title : null,
    }
  })
