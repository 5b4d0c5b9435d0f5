/**
 * `npm run safety:eval -- --provider claude|gpt|gemini`: the configured provider's second opinion
 * (adapters/ai/crisis-opinion.ts, through AiService.secondOpinion, exactly as the send path asks it) on every
 * message of the part. A crisis verdict counts as the card; no verdict (failure, malformed answer) as none,
 * and how many there were is printed.
 */
import { Effect } from "effect"
import { aiConfigFromEnv } from "../../adapters/ai/ai-config.ts"
import type { Approach } from "../../adapters/ai/ai-request.ts"
import { makeAiService } from "../../adapters/ai/ai-service.ts"
import type { CorpusMessage } from "./corpus.ts"
import type { Outcome } from "./layer-metrics.ts"

const KEYS: Record<Approach, string> = {
  claude: "ANTHROPIC_API_KEY",
  gpt: "OPENAI_API_KEY (or OPENAI_BASE_URL)",
  gemini: "GEMINI_API_KEY",
}
const CONCURRENCY = 4

export const providerOutcomes = async (
  name: string,
  messages: ReadonlyArray<CorpusMessage>,
): Promise<ReadonlyArray<Outcome>> => {
  if (!(name in KEYS)) throw new Error(`--provider is claude, gpt or gemini, not "${name}"`)
  const approach = name as Approach
  const service = makeAiService(await Effect.runPromise(aiConfigFromEnv))
  if (service.providerFor(approach) === "local") {
    console.error(
      `safety:eval --provider ${approach}: no key configured; set ${KEYS[approach]} and run again.`,
    )
    process.exit(2)
  }
  const outcomes: Array<Outcome> = messages.map((message) => ({ message, level: "none" }))
  let unanswered = 0
  let next = 0
  const worker = async () => {
    while (next < messages.length) {
      const index = next++
      const message = messages[index] as CorpusMessage
      const verdict = await Effect.runPromise(
        service.secondOpinion({
          approach,
          assistantName: "Cogi",
          sessionMinute: 1,
          history: [],
          message: { content: message.text },
          crisis: false,
        }),
      )
      if (verdict === null) unanswered++
      outcomes[index] = { message, level: verdict?.crisis ? "high" : "none" }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  console.log(
    `summary ${approach}: ${unanswered} of ${messages.length} messages got no verdict (counted as none)`,
  )
  return outcomes
}
