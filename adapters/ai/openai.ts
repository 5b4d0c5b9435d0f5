import type { ClientOptions } from "openai"
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from "openai/resources/chat/completions"
import { loadOnce } from "../load-once.ts"
import type { PreparedPrompt } from "./prepared-prompt.ts"
import { ProviderFailure, type OpenTextStream } from "./reply-stream.ts"
import { REPLY_REQUEST_TIMEOUT_MS, sdkClientOptions } from "./sdk-client-options.ts"

export interface OpenAiSettings {
  readonly apiKey: string
  readonly model: string
  /** Includes /v1 (G9). Lets `gpt` run on any self-hosted OpenAI-compatible server. */
  readonly baseUrl?: string
}

const userContent = (prompt: PreparedPrompt): string | Array<ChatCompletionContentPart> => {
  if (!prompt.image) return prompt.text
  const url =
    prompt.image.kind === "inline"
      ? `data:${prompt.image.mimeType};base64,${prompt.image.base64}`
      : prompt.image.url
  return [
    { type: "text", text: prompt.text },
    { type: "image_url", image_url: { url } },
  ]
}

export const openAiMessages = (prompt: PreparedPrompt): Array<ChatCompletionMessageParam> => [
  { role: "system", content: prompt.system },
  ...prompt.history.map((turn) => ({ role: turn.role, content: turn.content })),
  { role: "user", content: userContent(prompt) },
]

/** The SDK, loaded on first use (load-once.ts says why). */
export const loadOpenAiSdk = loadOnce(async () => (await import("openai")).default)

/** A client made once its SDK is loaded. */
export const openAiClient = (options: ClientOptions) =>
  loadOnce(async () => {
    const OpenAI = await loadOpenAiSdk()
    return new OpenAI(options)
  })

/** Chat Completions with stream: true (the API every OpenAI-compatible server implements). */
export const makeOpenAi = (settings: OpenAiSettings) => {
  const client = openAiClient({ ...sdkClientOptions(settings), timeout: REPLY_REQUEST_TIMEOUT_MS })
  return (prompt: PreparedPrompt): OpenTextStream =>
    async function* (signal) {
      const sdk = await client()
      const stream = await sdk.chat.completions.create(
        { model: settings.model, messages: openAiMessages(prompt), stream: true },
        { signal },
      )
      let finished = false
      for await (const chunk of stream) {
        const choice = chunk.choices[0]
        if (choice?.delta?.content) yield choice.delta.content
        if (choice?.finish_reason) finished = true
      }
      if (!finished) throw new ProviderFailure("bad_response", "stream ended without finish_reason")
    }
}
