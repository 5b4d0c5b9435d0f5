import { Schema } from "effect"

export const AiErrorKind = Schema.Literals([
  "timeout",
  "rate_limited",
  "unavailable",
  "bad_response",
  "aborted",
])
export type AiErrorKind = typeof AiErrorKind.Type

const USER_MESSAGES: Record<AiErrorKind, string> = {
  timeout:
    "L'assistente sta impiegando troppo tempo a rispondere. Il tuo messaggio non è andato perso: riprova tra poco.",
  rate_limited:
    "L'assistente è molto richiesto in questo momento. Il tuo messaggio non è andato perso: riprova tra poco.",
  unavailable:
    "L'assistente non è raggiungibile in questo momento. Il tuo messaggio non è andato perso: riprova tra poco.",
  bad_response:
    "L'assistente non è riuscito a completare la risposta. Il tuo messaggio non è andato perso: riprova tra poco.",
  aborted: "La risposta è stata interrotta.",
}

/**
 * Any failure to get a complete reply. `kind` tells what happened (for logs and retry decisions); `userMessage`
 * is the Italian text to show. `detail` is for operators and never contains message text.
 * `aborted` means the caller cancelled (its AbortSignal fired), not a provider failure.
 */
export class AiError extends Schema.TaggedError<AiError>()("AiError", {
  kind: AiErrorKind,
  provider: Schema.String,
  detail: Schema.String,
}) {
  get userMessage(): string {
    return USER_MESSAGES[this.kind]
  }
}

export const aiUserMessage = (kind: AiErrorKind): string => USER_MESSAGES[kind]
