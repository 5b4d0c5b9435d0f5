import { Context, Effect, Layer, Redacted, Stream } from "effect"
import type { AiConfig, ProviderConfig } from "./ai-config.ts"
import { aiConfigFromEnv } from "./ai-config.ts"
import { AiError } from "./ai-error.ts"
import { APPROACH_PROVIDER, type Approach, type Provider, type ReplyRequest } from "./ai-request.ts"
import { loadAnthropicSdk, makeAnthropic } from "./anthropic.ts"
import { DEFAULT_CONTEXT_TOKENS } from "./context-window.ts"
import { loadGeminiSdk, makeGemini } from "./gemini.ts"
import { DEFAULT_LOCAL_WORD_DELAY_MS, makeLocal } from "./local.ts"
import { loadOpenAiSdk, makeOpenAi } from "./openai.ts"
import {
  anthropicOpinion,
  geminiOpinion,
  openAiOpinion,
  parseVerdict,
  type CrisisVerdict,
  type OpinionRequest,
} from "./crisis-opinion.ts"
import { preparePrompt, type PreparedPrompt } from "./prepared-prompt.ts"
import { DEFAULT_STREAM_POLICY, replyStream, type OpenTextStream } from "./reply-stream.ts"
import { composeLocalSummary, summaryPrompt, type SummaryRequest } from "./session-summary.ts"

export interface AiServiceShape {
  /** Text deltas of the assistant's reply, in order. Fails with AiError; never ends early as if complete. */
  readonly streamReply: (request: ReplyRequest) => Stream.Stream<string, AiError>
  /** The whole reply, once complete. */
  readonly reply: (request: ReplyRequest) => Effect.Effect<string, AiError>
  /** Who answers an approach: its provider, or "local" when that provider is not configured. */
  readonly providerFor: (approach: Approach) => Provider
  /**
   * The model's own reading of the message (structured output), asked in parallel with the reply. Never fails:
   * null when the approach runs offline, the provider fails, or the answer is not the requested JSON.
   */
  readonly secondOpinion: (request: ReplyRequest) => Effect.Effect<CrisisVerdict | null>
  /**
   * The end-of-session summary drafted from the transcript the browser sent (kept in memory only), by the
   * approach's provider, or by the offline responder. Fails with AiError (the user can still write their own).
   */
  readonly summarize: (
    request: SummaryRequest & { readonly approach: Approach },
  ) => Effect.Effect<string, AiError>
}

type Opener = (request: ReplyRequest, prompt: PreparedPrompt) => OpenTextStream
type RemoteProvider = Exclude<Provider, "local">

const SDK_LOADERS: Record<RemoteProvider, () => Promise<unknown>> = {
  anthropic: loadAnthropicSdk,
  openai: loadOpenAiSdk,
  google: loadGeminiSdk,
}

/**
 * A provider's SDK is loaded on its first use (a start with the local responder loads none), and before the
 * request's deadlines start: loading it is the server's own cost, not the provider being slow to answer.
 */
const afterSdkLoaded = <A>(provider: RemoteProvider, stream: () => Stream.Stream<A, AiError>) =>
  Stream.unwrap(
    Effect.tryPromise({
      try: SDK_LOADERS[provider],
      catch: (cause) =>
        new AiError({ kind: "unavailable", provider, detail: `SDK not loaded: ${String(cause)}` }),
    }).pipe(Effect.map(stream)),
  )

const settings = (config: ProviderConfig) => ({
  apiKey: Redacted.value(config.apiKey),
  model: config.model,
  ...(config.baseUrl ? { baseUrl: config.baseUrl } : {}),
})

export const makeAiService = (config: AiConfig): AiServiceShape => {
  const local = makeLocal({ wordDelayMs: config.localWordDelayMs })
  const remote: Partial<Record<RemoteProvider, Opener>> = {}
  const prompted: Partial<Record<RemoteProvider, (prompt: PreparedPrompt) => OpenTextStream>> = {}
  const opinions: Partial<Record<RemoteProvider, (request: OpinionRequest) => OpenTextStream>> = {}
  if (config.anthropic) {
    const open = makeAnthropic(settings(config.anthropic))
    remote.anthropic = (_, prompt) => open(prompt)
    prompted.anthropic = open
    opinions.anthropic = anthropicOpinion(settings(config.anthropic))
  }
  if (config.openai) {
    const open = makeOpenAi(settings(config.openai))
    remote.openai = (_, prompt) => open(prompt)
    prompted.openai = open
    opinions.openai = openAiOpinion(settings(config.openai))
  }
  if (config.google) {
    const open = makeGemini(settings(config.google))
    remote.google = (_, prompt) => open(prompt)
    prompted.google = open
    opinions.google = geminiOpinion(settings(config.google))
  }
  const providerFor = (approach: Approach): Provider =>
    remote[APPROACH_PROVIDER[approach]] ? APPROACH_PROVIDER[approach] : "local"

  const offline = (request: ReplyRequest) =>
    replyStream("local", local(request), config.policy, request.signal)

  /**
   * In crisis, a failing provider never leaves the person without an answer: the offline responder's crisis
   * reply takes over (after what the provider said, if it said anything before failing).
   */
  const heardInCrisis =
    (request: ReplyRequest) =>
    (stream: Stream.Stream<string, AiError>): Stream.Stream<string, AiError> => {
      if (!request.crisis) return stream
      let said = false
      return stream.pipe(
        Stream.tap(() => Effect.sync(() => (said = true))),
        Stream.catchTag("AiError", (error) =>
          error.kind === "aborted"
            ? Stream.fail(error)
            : Stream.concat(
                Stream.fromEffect(
                  Effect.logWarning("AI reply failed in crisis: the offline responder answers", {
                    kind: error.kind,
                    provider: error.provider,
                  }),
                ).pipe(Stream.drain),
                said ? Stream.concat(Stream.make("\n\n"), offline(request)) : offline(request),
              ),
        ),
      )
    }

  const streamReply = (request: ReplyRequest): Stream.Stream<string, AiError> =>
    Stream.suspend(() => {
      const provider = providerFor(request.approach)
      if (provider === "local") return offline(request)
      const open = (remote[provider] as Opener)(request, preparePrompt(request, config.contextTokens))
      return afterSdkLoaded(provider, () => replyStream(provider, open, config.policy, request.signal))
    }).pipe(
      heardInCrisis(request),
      // Operators see what failed and where; never the conversation (detail holds no message text).
      Stream.tapError((error) =>
        error.kind === "aborted"
          ? Effect.logDebug("AI reply cancelled", { provider: error.provider })
          : Effect.logWarning("AI reply failed", {
              kind: error.kind,
              provider: error.provider,
              detail: error.detail,
            }),
      ),
      Stream.withSpan("AiService.streamReply", { attributes: { approach: request.approach } }),
    )

  const reply = (request: ReplyRequest) =>
    Stream.mkString(streamReply(request)).pipe(
      Effect.withSpan("AiService.reply", { attributes: { approach: request.approach } }),
    )

  const secondOpinion = (request: ReplyRequest): Effect.Effect<CrisisVerdict | null> => {
    const provider = providerFor(request.approach)
    const ask = provider === "local" ? undefined : opinions[provider]
    if (provider === "local" || ask === undefined) return Effect.succeed(null)
    const open = ask({ history: request.history, message: request.message.content })
    return Stream.mkString(
      afterSdkLoaded(provider, () =>
        replyStream(provider, open, { ...config.policy, maxRetries: 0 }, request.signal),
      ),
    ).pipe(
      Effect.map(parseVerdict),
      Effect.catch((error) =>
        Effect.as(Effect.logWarning("AI second opinion failed", { kind: error.kind, provider }), null),
      ),
      Effect.withSpan("AiService.secondOpinion", { attributes: { approach: request.approach } }),
    )
  }

  const summarize = (request: SummaryRequest & { readonly approach: Approach }) => {
    const provider = providerFor(request.approach)
    const open = provider === "local" ? undefined : prompted[provider]
    const draft: Effect.Effect<string, AiError> =
      provider === "local" || open === undefined
        ? Effect.sync(() => composeLocalSummary(request))
        : Stream.mkString(
            afterSdkLoaded(provider, () =>
              replyStream(provider, open(summaryPrompt(request)), config.policy),
            ),
          ).pipe(
            Effect.map((text) => text.trim()),
            Effect.flatMap((text) =>
              text === ""
                ? Effect.fail(new AiError({ kind: "bad_response", provider, detail: "empty summary" }))
                : Effect.succeed(text),
            ),
            Effect.tapError((error) =>
              Effect.logWarning("AI summary failed", { kind: error.kind, provider, detail: error.detail }),
            ),
          )
    return draft.pipe(Effect.withSpan("AiService.summarize", { attributes: { approach: request.approach } }))
  }

  return { streamReply, reply, providerFor, secondOpinion, summarize }
}

export class AiService extends Context.Service<AiService, AiServiceShape>()("cogi/adapters/ai/AiService") {
  /** From the environment (see aiConfigFromEnv); approaches without a key fall back to the local responder. */
  static readonly layer = Layer.effect(
    AiService,
    Effect.map(aiConfigFromEnv, (config) => AiService.of(makeAiService(config))),
  )

  static readonly layerConfig = (config: AiConfig) =>
    Layer.succeed(AiService, AiService.of(makeAiService(config)))

  /** Every approach answered offline. With wordDelayMs 0 it is the deterministic test layer. */
  static readonly layerLocal = (options: { readonly wordDelayMs?: number } = {}) =>
    AiService.layerConfig({
      policy: DEFAULT_STREAM_POLICY,
      localWordDelayMs: options.wordDelayMs ?? DEFAULT_LOCAL_WORD_DELAY_MS,
      contextTokens: DEFAULT_CONTEXT_TOKENS,
    })

  /** For handler tests of the failure path: every reply fails with this kind. */
  static readonly layerFailing = (kind: AiError["kind"], provider: Provider = "anthropic") =>
    Layer.succeed(
      AiService,
      AiService.of({
        streamReply: () => Stream.fail(new AiError({ kind, provider, detail: "test layer" })),
        reply: () => Effect.fail(new AiError({ kind, provider, detail: "test layer" })),
        providerFor: () => provider,
        secondOpinion: () => Effect.succeed(null),
        summarize: () => Effect.fail(new AiError({ kind, provider, detail: "test layer" })),
      }),
    )
}
