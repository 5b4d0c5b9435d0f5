import { randomUUID } from "node:crypto"
import { Effect } from "effect"
import { Forbidden, ValidationError } from "../../contract/errors.ts"
import { fieldMaxima } from "../../contract/limits.ts"
import type { ChatImage } from "../../domain/chat/chat-events.ts"
import { replySealer } from "../../adapters/ai/reply-relay/relay-crypto.ts"
import { isUuid } from "../../contract/uuid.ts"

const maxMessageChars = 8000
const maxHistoryTurns = 40
/** Base64 of a picture downscaled by the browser; keeps the request under the API's 1 MiB body limit. */
const maxImageDataChars = 700_000
/** Memory: the few latest summaries the user keeps, each a short text. */
export const maxMemorySummaries = 5
export const maxMemorySummaryChars = 4000

export const noCredits = () =>
  new Forbidden({
    code: "NO_CREDITS_AVAILABLE",
    detail: "Non hai sessioni disponibili. Acquista una sessione o riscatta un codice sconto per iniziare.",
  })

export const validReplyId = (id: string) =>
  isUuid(id)
    ? Effect.succeed(id.toLowerCase())
    : Effect.fail(new ValidationError({ detail: "Identificativo della risposta non valido." }))

/** POST /chats/{id}/supersede: which message, and whether it is "Rigenera" or "Modifica". */
export const validSupersede = (payload: { readonly message_id: string; readonly reason: string }) =>
  !isUuid(payload.message_id)
    ? Effect.fail(new ValidationError({ detail: "Identificativo del messaggio non valido." }))
    : payload.reason === "regenerate" || payload.reason === "edit"
      ? Effect.succeed({
          messageId: payload.message_id.toLowerCase(),
          reason: payload.reason as "regenerate" | "edit",
        })
      : Effect.fail(new ValidationError({ detail: "Azione non valida: scegli tra rigenerare e modificare." }))

const fail = (detail: string) => Effect.fail(new ValidationError({ detail }))

interface Payload {
  readonly content: string
  readonly ciphertext: string
  readonly message_id?: string | undefined
  readonly image?: ChatImage | null | undefined
  readonly image_data?: string | undefined
  readonly history?:
    ReadonlyArray<{ readonly role: "user" | "assistant"; readonly content: string }> | undefined
  readonly title?: string | undefined
  readonly crisis_context?: string | undefined
  readonly memory?: ReadonlyArray<string> | undefined
}

/** Every way a message can be malformed gets its own Italian explanation; nothing is stored until it passes. */
export const validateMessage = (payload: Payload) =>
  Effect.gen(function* () {
    const image = payload.image ?? null
    if (payload.content.trim() === "" && image === null)
      return yield* fail("Scrivi un messaggio o allega un'immagine.")
    if ([...payload.content].length > maxMessageChars)
      return yield* fail(`Il messaggio è troppo lungo: massimo ${maxMessageChars} caratteri.`)
    if (payload.ciphertext.trim() === "" || payload.ciphertext.length > fieldMaxima.messageCiphertext)
      return yield* fail("Il messaggio cifrato manca o non è valido.")
    if (payload.message_id !== undefined && !isUuid(payload.message_id))
      return yield* fail("Identificativo del messaggio non valido.")
    if (
      image !== null &&
      !/^(https:\/\/|enc:|data:image\/(jpeg|jpg|png|gif|webp);base64,|\/api\/images\/)/i.test(image.url)
    )
      return yield* fail("Formato non supportato. Usa JPG, PNG, GIF o WebP.")
    // a reference is short; only a picture kept inline (its upload failed) may be long
    if (image !== null && !/^(enc:|data:)/i.test(image.url) && image.url.length > fieldMaxima.imageReference)
      return yield* fail("L'indirizzo dell'immagine è troppo lungo: allegala di nuovo.")
    if (image !== null && image.url.length > fieldMaxima.imageInline)
      return yield* fail(
        "L'immagine non è stata caricata ed è troppo grande per il messaggio: riprova tra poco.",
      )
    if (image !== null && image.alt.length > fieldMaxima.imageAlt)
      return yield* fail(
        `La descrizione dell'immagine è troppo lunga: massimo ${fieldMaxima.imageAlt} caratteri.`,
      )
    if (payload.title !== undefined && payload.title.length > fieldMaxima.titleCiphertext)
      return yield* fail("Il titolo cifrato non è valido.")
    const imageData = payload.image_data ?? null
    if (imageData !== null && !/^data:image\/(jpeg|png|gif|webp);base64,[A-Za-z0-9+/]+=*$/.test(imageData))
      return yield* fail("Formato non supportato. Usa JPG, PNG, GIF o WebP.")
    if (imageData !== null && imageData.length > maxImageDataChars)
      return yield* fail("Immagine troppo grande per l'assistente: riprova con un'immagine più piccola.")
    const memory = (payload.memory ?? []).map((summary) => summary.trim()).filter((s) => s !== "")
    if (memory.length > maxMemorySummaries)
      return yield* fail(`La memoria può portare al massimo ${maxMemorySummaries} riassunti per messaggio.`)
    if (memory.some((summary) => [...summary].length > maxMemorySummaryChars))
      return yield* fail(
        `Un riassunto della memoria è troppo lungo: massimo ${maxMemorySummaryChars} caratteri.`,
      )
    const history = (payload.history ?? []).slice(-maxHistoryTurns).map((turn) => ({
      role: turn.role,
      content: [...turn.content].slice(0, maxMessageChars).join(""),
    }))
    return {
      content: payload.content,
      ciphertext: payload.ciphertext,
      messageId: (payload.message_id ?? randomUUID()).toLowerCase(),
      image,
      /** What the model may look at: the in-memory picture, else a public https image. */
      imageForModel: imageData ?? (image !== null && image.url.startsWith("https://") ? image.url : null),
      history,
      title: payload.title && payload.title.trim() !== "" ? payload.title : null,
      crisisContext: [...(payload.crisis_context ?? "")].slice(0, maxMessageChars).join(""),
      memory,
    }
  })

/** The sealer for a reply to a browser's `reply_key` (none without one); a key that is not a P-256 point is a 400. */
export const replySealerFor = (replyKey: string | undefined, replyId: string) => {
  if (replyKey === undefined) return Effect.succeed(null)
  const sealer = replySealer(replyKey, replyId)
  return sealer !== null
    ? Effect.succeed(sealer)
    : Effect.fail(
        new ValidationError({
          code: "REPLY_KEY_INVALID",
          detail: "La chiave per cifrare la risposta non è valida: ricarica la pagina e riprova.",
        }),
      )
}
