import type { Content, GoogleGenAIOptions, Part } from "@google/genai"
import { loadOnce } from "../load-once.ts"
import type { PreparedPrompt } from "./prepared-prompt.ts"
import { ProviderFailure, type OpenTextStream } from "./reply-stream.ts"

export interface GeminiSettings {
  readonly apiKey: string
  readonly model: string
  /** Origin only: @google/genai 3 calls /v1/models/{model}:streamGenerateContent?alt=sse under it (G9). */
  readonly baseUrl?: string
}

const MAX_OUTPUT_TOKENS = 1024

const imagePart = (prompt: PreparedPrompt): Part | undefined => {
  const image = prompt.image
  // Gemini reads PNG, JPEG and WebP (plus HEIC/HEIF), not GIF.
  if (!image || image.mimeType === "image/gif") return undefined
  return image.kind === "inline"
    ? { inlineData: { mimeType: image.mimeType, data: image.base64 } }
    : { fileData: { mimeType: image.mimeType, fileUri: image.url } }
}

export const geminiContents = (prompt: PreparedPrompt): Array<Content> => {
  const image = imagePart(prompt)
  const text =
    prompt.image && !image
      ? `${prompt.text}\n\n(Il formato GIF dell'immagine non è leggibile da questo modello.)`
      : prompt.text
  return [
    ...prompt.history.map((turn) => ({
      role: turn.role === "assistant" ? "model" : "user",
      parts: [{ text: turn.content }],
    })),
    { role: "user", parts: image ? [image, { text }] : [{ text }] },
  ]
}

/** The SDK, loaded on first use (load-once.ts says why). */
export const loadGeminiSdk = loadOnce(async () => (await import("@google/genai")).GoogleGenAI)

/** A client made once its SDK is loaded. */
export const geminiClient = (settings: { readonly apiKey: string; readonly baseUrl?: string }) =>
  loadOnce(async () => {
    const GoogleGenAI = await loadGeminiSdk()
    const options: GoogleGenAIOptions = {
      apiKey: settings.apiKey,
      ...(settings.baseUrl ? { httpOptions: { baseUrl: settings.baseUrl } } : {}),
    }
    return new GoogleGenAI(options)
  })

/** generateContentStream; each SSE frame carries candidates[0].content.parts, the last one a finishReason. */
export const makeGemini = (settings: GeminiSettings) => {
  const client = geminiClient(settings)
  return (prompt: PreparedPrompt): OpenTextStream =>
    async function* (signal) {
      const sdk = await client()
      const stream = await sdk.models.generateContentStream({
        model: settings.model,
        contents: geminiContents(prompt),
        config: { systemInstruction: prompt.system, maxOutputTokens: MAX_OUTPUT_TOKENS, abortSignal: signal },
      })
      let finished = false
      for await (const chunk of stream) {
        const candidate = chunk.candidates?.[0]
        for (const part of candidate?.content?.parts ?? []) if (part.text && !part.thought) yield part.text
        if (candidate?.finishReason) finished = true
      }
      if (!finished) throw new ProviderFailure("bad_response", "stream ended without finishReason")
    }
}
