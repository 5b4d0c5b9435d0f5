import { Effect, Exit, Metric, type Stream } from "effect"
import { crisisCardsShown } from "../../eventstore/operational-metrics.ts"
import type { ChatTurn, ImageInput, ReplyRequest } from "../../adapters/ai/ai-request.ts"
import { AiService } from "../../adapters/ai/ai-service.ts"
import { chatDecider } from "../../domain/chat/chat-decider.ts"
import type { ChatImage } from "../../domain/chat/chat-events.ts"
import { sendUserMessage } from "../../domain/chat/session-lifecycle.ts"
import { assessRisk } from "../../domain/safety/risk-assessment.ts"
import { DEFAULT_ASSISTANT_NAME, SESSION_MINUTES } from "../../domain/shared/constants.ts"
import { currentInstant } from "../../eventstore/clock.ts"
import { handleCommand } from "../../eventstore/command-handler.ts"
import { Db } from "../../eventstore/db.ts"
import { EventStore } from "../../eventstore/event-store.ts"
import { findUserById } from "../../projections/user-directory/user-directory-queries.ts"
import { chats, wallets } from "../aggregates.ts"
import { spendAiCall } from "./ai-allowance.ts"
import { keepSessionOpen } from "./chat-use-cases.ts"
import { countCrisisCardQuietly } from "../safety/crisis-referrals.ts"
import { chargeStorage, refundUnless, storedBytes } from "../storage/storage-budget.ts"
import { replyFrames, type ReplyFrame, type ReplyMeta } from "../../adapters/ai/reply-frames.ts"

/** A user's message as the API validated it: plaintext held in memory for this reply only, ciphertext stored. */
export interface MessageToAnswer {
  readonly userId: string
  readonly chatId: string
  readonly messageId: string
  readonly replyId: string
  readonly content: string
  readonly ciphertext: string
  readonly image: ChatImage | null
  /** What the model may look at: the in-memory picture, else a public https image. */
  readonly imageForModel: string | null
  readonly title: string | null
  readonly history: ReadonlyArray<ChatTurn>
  /** The plaintext of the earlier message that raised the crisis card in this chat ("" when none). */
  readonly crisisContext: string
  readonly memory: ReadonlyArray<string>
}

/** How many of the user's latest turns the assessment reads with the message (risk that builds over a session). */
const RECENT_USER_TURNS = 6

/**
 * POST /chats/{id}/messages: assess the risk, record the message (the first starts the session; a crisis is
 * heard whatever the credits or the session's state: domain/chat/crisis-session.ts), then answer with the
 * reply's frames, the model's second opinion running beside the words. The message is recorded before any word
 * is generated, so a failed reply never loses it.
 */
export const replyToMessage = Effect.fn("Commands.replyToMessage")(function* (message: MessageToAnswer) {
  const { sql } = yield* Db
  const store = yield* EventStore
  const ai = yield* AiService
  const { userId, chatId } = message
  const recentTurns = message.history
    .filter((turn) => turn.role === "user")
    .slice(-RECENT_USER_TURNS)
    .map((turn) => turn.content)
  const risk = assessRisk(message.content, recentTurns)
  // a crisis is open while the message that raised the card still reads as one: the session stays open, free
  const cardAlreadyRaised = assessRisk(message.crisisContext, []).crisis
  const crisisOpen = risk.crisis || cardAlreadyRaised
  // Before the first word, three round trips at once, not one after the other: every reply (with its second
  // opinion) is one provider call, counted before anything is recorded; what the message keeps counts against the
  // day's storage budget (a crisis is counted, never refused); and the person's profile is read. Each outcome is
  // awaited whole (none is cut off by another's failure), so bytes counted beside a failure are given back.
  const [allowed, read, charged] = yield* Effect.all(
    [
      Effect.exit(spendAiCall(userId, { crisis: crisisOpen })),
      Effect.exit(Effect.promise(() => findUserById(sql, userId))),
      Effect.exit(
        chargeStorage({
          userId,
          bytes: storedBytes(message.ciphertext, message.title, message.image?.url, message.image?.alt),
          crisis: crisisOpen,
        }),
      ),
    ],
    { concurrency: 3 },
  )
  const refund = Exit.isSuccess(charged) ? charged.value : Effect.void
  // a refused call, or the database failing under one of them: the bytes go back, then the first failure is said
  if (Exit.isFailure(allowed)) return yield* Effect.andThen(refund, Effect.failCause(allowed.cause))
  if (Exit.isFailure(read)) return yield* Effect.andThen(refund, Effect.failCause(read.cause))
  if (Exit.isFailure(charged)) return yield* Effect.failCause(charged.cause)
  const profile = read.value
  const at = yield* currentInstant
  const { value: decided } = yield* handleCommand(
    [chats.streamOf(chatId), wallets.streamOf(userId)],
    (loaded) =>
      Effect.gen(function* () {
        const chat = chats.stateOf(loaded, chatId)
        const decision = yield* Effect.fromResult(
          sendUserMessage(
            {
              _tag: "RecordMessage",
              chatId,
              userId,
              messageId: message.messageId,
              ciphertext: message.ciphertext,
              image: message.image,
              titleCiphertext: message.title,
              crisis: crisisOpen,
              verified: profile?.is_verified === true,
              now: at,
            },
            wallets.stateOf(loaded, userId),
            chat,
          ),
        )
        return {
          appends: [
            chats.append(loaded, chatId, decision.chat),
            wallets.append(loaded, userId, decision.wallet),
          ],
          value: {
            state: decision.chat.reduce(chatDecider.evolve, chat),
            recorded: decision.recorded,
            // the same message sent again ("Rigenera"): its second opinion was already asked
            firstTime: decision.chat.some(
              (event) => event._tag === "MessageRecorded" && event.messageId === message.messageId,
            ),
          },
        }
      }),
  ).pipe((recording) => refundUnless(recording, refund, ({ value }) => !value.firstTime))
  // the card raised in this chat for the first time: one anonymous count (issue 27), never a resend's (a
  // crisis heard without being recorded is counted too: its card shows all the same)
  if (risk.crisis && !cardAlreadyRaised && (decided.firstTime || !decided.recorded))
    yield* countCrisisCardQuietly(risk.categories)
  const { state } = decided
  if (state.status === "none") return yield* Effect.die(new Error("a heard message has no chat"))
  const now = Date.parse(at)
  const startedAt = state.session ? Date.parse(state.session.startedAt) : now
  const image: ImageInput | undefined = message.imageForModel
    ? { url: message.imageForModel, alt: message.image?.alt ?? "Immagine" }
    : undefined
  const request: ReplyRequest = {
    approach: state.approach,
    assistantName: profile?.ai_name ?? DEFAULT_ASSISTANT_NAME,
    sessionMinute: Math.min(SESSION_MINUTES + 2, Math.floor((now - startedAt) / 60_000) + 1),
    history: message.history,
    message: { content: message.content, ...(image ? { image } : {}) },
    crisis: crisisOpen,
    possibleRisk: risk.level === "possible",
    memory: message.memory,
    // one more for every message "Rigenera" or "Modifica" took out: a regenerated reply is phrased anew
    variant: state.messageIds.length - state.visible.length,
  }
  const meta: ReplyMeta = {
    message_id: message.messageId,
    reply_id: message.replyId,
    provider: ai.providerFor(state.approach),
    crisis: risk.crisis,
    risk: risk.level,
    recorded: decided.recorded,
  }
  // counted by category only, for the operators' dashboard (never who, never the text)
  for (const category of risk.crisis ? risk.categories : [])
    yield* Metric.update(Metric.withAttributes(crisisCardsShown, { category }), 1)
  // The local assessment raises the card at once; when it did not, the model's opinion may, in parallel.
  const secondOpinion =
    crisisOpen || !decided.firstTime
      ? Effect.succeed(false)
      : ai.secondOpinion(request).pipe(
          Effect.flatMap((verdict) =>
            verdict?.crisis === true
              ? Effect.as(
                  Effect.andThen(
                    Effect.ignore(keepSessionOpen(userId, chatId)),
                    countCrisisCardQuietly(verdict.categories),
                  ),
                  true,
                )
              : Effect.succeed(false),
          ),
          // the frames run after the request that asked for them returned: they carry their own event store
          Effect.provideService(EventStore, store),
        )
  const frames: Stream.Stream<ReplyFrame> = replyFrames(meta, ai.streamReply(request), secondOpinion)
  return { meta, frames }
})
