import { Config, Effect, Schema } from "effect"
import { RateLimiter } from "../rate-limits/rate-limiter.ts"

/**
 * Every call to an assistant provider costs money and is bounded per person (issue 24): a per-minute pace, a
 * daily budget, and at most two summary drafts per session. A crisis is exempt from the daily budget — help is
 * never behind a limit either — but keeps a (higher) per-minute guard against scripted floods; the one free
 * crisis conversation open at a time bounds it otherwise (domain/chat/crisis-session.ts).
 */
export class AiLimitReached extends Schema.TaggedError<AiLimitReached>()("AiLimitReached", {
  scope: Schema.Literals(["minute", "day", "draft"]),
  retryAfterSeconds: Schema.Number,
}) {}

const AiLimits = Config.all({
  perMinute: Config.Int("COGI_AI_CALLS_PER_MINUTE").pipe(Config.withDefault(12)),
  perDay: Config.Int("COGI_AI_CALLS_PER_DAY").pipe(Config.withDefault(300)),
})

/** Nobody in crisis types faster than this; it only stops a script. */
const CRISIS_CALLS_PER_MINUTE = 30
export const DRAFTS_PER_SESSION = 2
const DAY_SECONDS = 24 * 60 * 60
/** A session's drafts are counted for longer than any session can last. */
const DRAFT_WINDOW_SECONDS = 30 * DAY_SECONDS

const refuse = (scope: AiLimitReached["scope"], retryAfterSeconds: number) =>
  Effect.fail(new AiLimitReached({ scope, retryAfterSeconds }))

/** Counts one provider call of `userId` (a reply with its second opinion, or a draft), or refuses it. */
export const spendAiCall = Effect.fn("Commands.spendAiCall")(function* (
  userId: string,
  options: { readonly crisis: boolean },
) {
  const limits = yield* Effect.orDie(AiLimits)
  const limiter = yield* RateLimiter
  const perMinute = options.crisis ? Math.max(CRISIS_CALLS_PER_MINUTE, limits.perMinute) : limits.perMinute
  // the day's budget is counted only once the minute's pace allowed the call (one round trip for both)
  const [minute, day] = yield* limiter.hitInOrder([
    { key: `ai:minute:${userId}`, limit: perMinute, windowSeconds: 60 },
    ...(options.crisis
      ? []
      : [{ key: `ai:day:${userId}`, limit: limits.perDay, windowSeconds: DAY_SECONDS }]),
  ])
  if (minute !== undefined && !minute.allowed) return yield* refuse("minute", minute.retryAfterSeconds)
  if (day !== undefined && !day.allowed) return yield* refuse("day", day.retryAfterSeconds)
})

/** A summary draft: at most two per session, and each counted like any other provider call. */
export const spendDraft = Effect.fn("Commands.spendDraft")(function* (userId: string, chatId: string) {
  const limiter = yield* RateLimiter
  const drafts = yield* limiter.check(`ai:draft:${chatId}`, DRAFTS_PER_SESSION, DRAFT_WINDOW_SECONDS)
  if (!drafts.allowed) return yield* refuse("draft", drafts.retryAfterSeconds)
  yield* spendAiCall(userId, { crisis: false })
  yield* limiter.hit(`ai:draft:${chatId}`, DRAFTS_PER_SESSION, DRAFT_WINDOW_SECONDS)
})
