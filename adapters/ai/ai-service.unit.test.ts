import { ConfigProvider, Effect, Layer, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { aiConfigFromEnv, DEFAULT_MODELS, OPENAI_PLACEHOLDER_KEY } from "./ai-config.ts"
import { aiUserMessage } from "./ai-error.ts"
import { AiService } from "./ai-service.ts"

const withEnv = (env: Record<string, string>) => ConfigProvider.layer(ConfigProvider.fromEnv({ env }))

const readConfig = (env: Record<string, string>) =>
  Effect.runPromise(aiConfigFromEnv.pipe(Effect.provide(withEnv(env))))

const providers = (env: Record<string, string>) =>
  Effect.runPromise(
    AiService.use((ai) =>
      Effect.succeed([ai.providerFor("claude"), ai.providerFor("gpt"), ai.providerFor("gemini")]),
    ).pipe(Effect.provide(AiService.layer.pipe(Layer.provide(withEnv(env))))),
  )

describe("AiService.layer (from the environment)", () => {
  it("answers every approach locally when no key is set", async () => {
    expect(await providers({})).toEqual(["local", "local", "local"])
  })

  it("uses a provider only for the approach whose key is set", async () => {
    expect(await providers({ ANTHROPIC_API_KEY: "a" })).toEqual(["anthropic", "local", "local"])
    expect(await providers({ GEMINI_API_KEY: "g", OPENAI_API_KEY: "o" })).toEqual([
      "local",
      "openai",
      "google",
    ])
  })

  it("treats an empty key as unset", async () => {
    expect(await providers({ ANTHROPIC_API_KEY: "  ", OPENAI_API_KEY: "" })).toEqual([
      "local",
      "local",
      "local",
    ])
  })

  it("enables gpt for a self-hosted OpenAI-compatible server without a key", async () => {
    expect(await providers({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })).toEqual([
      "local",
      "openai",
      "local",
    ])
    const config = await readConfig({ OPENAI_BASE_URL: "http://127.0.0.1:11434/v1" })
    expect(config.openai && Redacted.value(config.openai.apiKey)).toBe(OPENAI_PLACEHOLDER_KEY)
    expect(config.openai?.baseUrl).toBe("http://127.0.0.1:11434/v1")
  })

  it("reads models and base URLs, with the documented defaults", async () => {
    const defaults = await readConfig({ ANTHROPIC_API_KEY: "a", OPENAI_API_KEY: "o", GEMINI_API_KEY: "g" })
    expect([defaults.anthropic?.model, defaults.openai?.model, defaults.google?.model]).toEqual([
      DEFAULT_MODELS.anthropic,
      DEFAULT_MODELS.openai,
      DEFAULT_MODELS.google,
    ])
    expect(DEFAULT_MODELS).toEqual({
      anthropic: "claude-sonnet-4-5",
      openai: "gpt-4o-mini",
      google: "gemini-2.5-flash",
    })
    const custom = await readConfig({
      ANTHROPIC_API_KEY: "a",
      ANTHROPIC_MODEL: "claude-x",
      ANTHROPIC_BASE_URL: "http://127.0.0.1:9",
      GEMINI_API_KEY: "g",
      GEMINI_MODEL: "gemini-x",
      GOOGLE_GEMINI_BASE_URL: "http://127.0.0.1:8",
      LOCAL_AI_WORD_DELAY_MS: "0",
    })
    expect(custom.anthropic).toMatchObject({ model: "claude-x", baseUrl: "http://127.0.0.1:9" })
    expect(custom.google).toMatchObject({ model: "gemini-x", baseUrl: "http://127.0.0.1:8" })
    expect(custom.localWordDelayMs).toBe(0)
  })

  it("never shows the key when the config is printed", async () => {
    const config = await readConfig({ ANTHROPIC_API_KEY: "sk-segretissimo" })
    expect(JSON.stringify(config)).not.toContain("sk-segretissimo")
    expect(String(config.anthropic?.apiKey)).not.toContain("sk-segretissimo")
  })
})

describe("AiService.layerFailing", () => {
  it("fails with the given kind and an Italian message that keeps the user's message safe", async () => {
    const error = await Effect.runPromise(
      Effect.flip(
        AiService.use((ai) =>
          ai.reply({
            approach: "gpt",
            assistantName: "Cogi",
            sessionMinute: 1,
            history: [],
            message: { content: "x" },
            crisis: false,
          }),
        ).pipe(Effect.provide(AiService.layerFailing("rate_limited"))),
      ),
    )
    expect(error.kind).toBe("rate_limited")
    expect(error.userMessage).toBe(aiUserMessage("rate_limited"))
    expect(aiUserMessage("unavailable")).toBe(
      "L'assistente non è raggiungibile in questo momento. Il tuo messaggio non è andato perso: riprova tra poco.",
    )
  })
})
