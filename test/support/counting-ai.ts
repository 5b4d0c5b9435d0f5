import { Effect, Layer, Stream } from "effect"
import { AiService, makeAiService } from "../../adapters/ai/ai-service.ts"
import { DEFAULT_CONTEXT_TOKENS } from "../../adapters/ai/context-window.ts"
import { DEFAULT_STREAM_POLICY } from "../../adapters/ai/reply-stream.ts"

/** How many times each provider-facing method of the assistant was called. */
export interface AiCalls {
  replies: number
  secondOpinions: number
  summaries: number
}

/**
 * The offline assistant, counting every call a real provider would bill: a reply, a second opinion, a summary
 * draft. Tests of the allowance read the counts (issue 24: no provider call beyond the limits).
 */
export const countingAi = () => {
  const calls: AiCalls = { replies: 0, secondOpinions: 0, summaries: 0 }
  const local = makeAiService({
    policy: DEFAULT_STREAM_POLICY,
    localWordDelayMs: 0,
    contextTokens: DEFAULT_CONTEXT_TOKENS,
  })
  const counted = <A>(count: () => void, effect: () => A) => {
    count()
    return effect()
  }
  const layer = Layer.succeed(
    AiService,
    AiService.of({
      ...local,
      streamReply: (request) =>
        Stream.suspend(() =>
          counted(
            () => calls.replies++,
            () => local.streamReply(request),
          ),
        ),
      reply: (request) =>
        Effect.suspend(() =>
          counted(
            () => calls.replies++,
            () => local.reply(request),
          ),
        ),
      secondOpinion: (request) =>
        Effect.suspend(() =>
          counted(
            () => calls.secondOpinions++,
            () => local.secondOpinion(request),
          ),
        ),
      summarize: (request) =>
        Effect.suspend(() =>
          counted(
            () => calls.summaries++,
            () => local.summarize(request),
          ),
        ),
    }),
  )
  return { calls, layer }
}
