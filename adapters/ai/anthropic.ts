import type { ClientOptions } from "@anthropic-ai/sdk"
import type { ContentBlockParam, MessageParam } from "@anthropic-ai/sdk/resources/messages"
import { loadOnce } from "../load-once.ts"
import type { PreparedPrompt } from "./prepared-prompt.ts"
import { ProviderFailure, type OpenTextStream } from "./reply-stream.ts"
import { REPLY_REQUEST_TIMEOUT_MS, sdkClientOptions } from "./sdk-client-options.ts"

export interface AnthropicSettings {
  readonly apiKey: string
  readonly model: string
  /** Without /v1: the SDK adds /v1/messages (G9). */
  readonly baseUrl?: string
}

const MAX_TOKENS = 1024

const userContent = (prompt: PreparedPrompt): string | Array<ContentBlockParam> => {
  const image = prompt.image
  if (!image) return prompt.text
  const source =
    image.kind === "inline"
      ? { type: "base64" as const, media_type: image.mimeType, data: image.base64 }
      : { type: "url" as const, url: image.url }
  // Anthropic reads an image best when it comes before the text about it.
  return [
    { type: "image", source },
    { type: "text", text: prompt.text },
  ]
}

export const anthropicMessages = (prompt: PreparedPrompt): Array<MessageParam> => [
  ...prompt.history.map((turn) => ({ role: turn.role, content: turn.content })),
  { role: "user", content: userContent(prompt) },
]

/** The SDK, loaded on first use (load-once.ts says why). */
export const loadAnthropicSdk = loadOnce(async () => (await import("@anthropic-ai/sdk")).default)

/** A client made once its SDK is loaded. */
export const anthropicClient = (options: ClientOptions) =>
  loadOnce(async () => {
    const Anthropic = await loadAnthropicSdk()
    return new Anthropic(options)
  })

/** Messages API with stream: true; text comes in content_block_delta / text_delta events. */
export const makeAnthropic = (settings: AnthropicSettings) => {
  const client = anthropicClient({ ...sdkClientOptions(settings), timeout: REPLY_REQUEST_TIMEOUT_MS })
  return (prompt: PreparedPrompt): OpenTextStream =>
    async function* (signal) {
      const sdk = await client()
      const stream = await sdk.messages.create(
        {
          model: settings.model,
          max_tokens: MAX_TOKENS,
          system: prompt.system,
          messages: anthropicMessages(prompt),
          stream: true,
        },
        { signal },
      )
      let finished = false
      for await (const event of stream) {
        if (event.type === "content_block_delta" && event.delta.type === "text_delta") yield event.delta.text
        if (event.type === "message_stop") finished = true
      }
      if (!finished) throw new ProviderFailure("bad_response", "stream ended without message_stop")
    }
}
