import { Config, Effect, Option, Redacted } from "effect"
import { DEFAULT_CONTEXT_TOKENS } from "./context-window.ts"
import { DEFAULT_LOCAL_WORD_DELAY_MS } from "./local.ts"
import { DEFAULT_STREAM_POLICY, type StreamPolicy } from "./reply-stream.ts"

/** A self-hosted OpenAI-compatible server often needs no key, but the SDK refuses to start without one. */
export const OPENAI_PLACEHOLDER_KEY = "sk-no-key-needed"

export interface ProviderConfig {
  readonly apiKey: Redacted.Redacted<string>
  readonly model: string
  readonly baseUrl?: string
}

/** A provider is absent when it has no key: its approach is then answered by the local responder. */
export interface AiConfig {
  readonly anthropic?: ProviderConfig
  readonly openai?: ProviderConfig
  readonly google?: ProviderConfig
  readonly policy: StreamPolicy
  readonly localWordDelayMs: number
  readonly contextTokens: number
}

export const DEFAULT_MODELS = {
  anthropic: "claude-sonnet-4-5",
  openai: "gpt-4o-mini",
  google: "gemini-2.5-flash",
} as const

/** An unset variable and an empty one (common in .env files) mean the same: not configured. */
const optionalString = (name: string) =>
  Config.option(Config.String(name)).pipe(
    Config.map((value) =>
      Option.filter(
        Option.map(value, (text) => text.trim()),
        (text) => text !== "",
      ),
    ),
  )

const provider = (
  key: Option.Option<string>,
  model: string,
  baseUrl: Option.Option<string>,
): ProviderConfig | undefined =>
  Option.isSome(key)
    ? {
        apiKey: Redacted.make(key.value),
        model,
        ...(Option.isSome(baseUrl) ? { baseUrl: baseUrl.value } : {}),
      }
    : undefined

/**
 * Reads ANTHROPIC_API_KEY / ANTHROPIC_MODEL / ANTHROPIC_BASE_URL, OPENAI_API_KEY / OPENAI_MODEL / OPENAI_BASE_URL,
 * GEMINI_API_KEY / GEMINI_MODEL / GOOGLE_GEMINI_BASE_URL and LOCAL_AI_WORD_DELAY_MS. OPENAI_BASE_URL without a key
 * still enables `gpt` (a self-hosted server), with a placeholder key.
 */
export const aiConfigFromEnv = Effect.gen(function* () {
  const anthropicKey = yield* optionalString("ANTHROPIC_API_KEY")
  const anthropicModel = yield* Config.String("ANTHROPIC_MODEL").pipe(
    Config.withDefault(DEFAULT_MODELS.anthropic),
  )
  const anthropicBase = yield* optionalString("ANTHROPIC_BASE_URL")
  const openaiKey = yield* optionalString("OPENAI_API_KEY")
  const openaiModel = yield* Config.String("OPENAI_MODEL").pipe(Config.withDefault(DEFAULT_MODELS.openai))
  const openaiBase = yield* optionalString("OPENAI_BASE_URL")
  const geminiKey = yield* optionalString("GEMINI_API_KEY")
  const geminiModel = yield* Config.String("GEMINI_MODEL").pipe(Config.withDefault(DEFAULT_MODELS.google))
  const geminiBase = yield* optionalString("GOOGLE_GEMINI_BASE_URL")
  const localWordDelayMs = yield* Config.Int("LOCAL_AI_WORD_DELAY_MS").pipe(
    Config.withDefault(DEFAULT_LOCAL_WORD_DELAY_MS),
  )
  const openaiKeyOrPlaceholder = Option.isSome(openaiBase)
    ? Option.orElse(openaiKey, () => Option.some(OPENAI_PLACEHOLDER_KEY))
    : openaiKey
  const config: AiConfig = {
    ...withProvider("anthropic", provider(anthropicKey, anthropicModel, anthropicBase)),
    ...withProvider("openai", provider(openaiKeyOrPlaceholder, openaiModel, openaiBase)),
    ...withProvider("google", provider(geminiKey, geminiModel, geminiBase)),
    policy: DEFAULT_STREAM_POLICY,
    localWordDelayMs,
    contextTokens: DEFAULT_CONTEXT_TOKENS,
  }
  return config
})

const withProvider = <K extends "anthropic" | "openai" | "google">(
  key: K,
  value: ProviderConfig | undefined,
) => (value ? { [key]: value } : {}) as Partial<Record<K, ProviderConfig>>
