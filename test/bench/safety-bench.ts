/**
 * The crisis assessment on the send path: the latency of one message (p50, p99) over the phrase table's
 * sentences, everyday and crisis, 10,000-character messages of varied text and the same with three turns before them,
 * beside the old rule detector alone on the same messages, measured in the same run; and, for the long messages,
 * beside the reference path (test/safety/reference-reading.ts: every rule tried, every feature named, as the
 * assessment read before it was made fast), which gives the same answers.
 */
import { performance } from "node:perf_hooks"
import { detectCrisis } from "../../domain/safety/crisis-detector.ts"
import {
  assessReading,
  assessRisk,
  RISK_MODEL,
  type TextReader,
} from "../../domain/safety/risk-assessment.ts"
import { readCorpus } from "../safety/corpus.ts"
import { NEGATIVE_GROUPS, POSITIVE_GROUPS } from "../safety/phrase-table/index.ts"
import { referenceReading } from "../safety/reference-reading.ts"

type Report = (name: string, value: string, baseline?: string) => void

const ROUNDS = 5

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number

interface Timings {
  readonly wall: ReadonlyArray<number>
  /** CPU time of the same calls: on a shared machine, what the call costs without waiting for a core. */
  readonly cpu: ReadonlyArray<number>
}

const timings = (
  messages: ReadonlyArray<string>,
  run: (message: string) => unknown,
  rounds = ROUNDS,
): Timings => {
  for (const message of messages) run(message) // warm-up: compile the rules and the model's paths
  const wall: Array<number> = []
  const cpu: Array<number> = []
  for (let round = 0; round < rounds; round++)
    for (const message of messages) {
      const cpuStart = process.cpuUsage()
      const start = performance.now()
      run(message)
      wall.push(performance.now() - start)
      const used = process.cpuUsage(cpuStart)
      cpu.push((used.user + used.system) / 1000)
    }
  return { wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b) }
}

/**
 * 10,000 characters of real, varied Italian: everyday messages of the safety corpus's training part one after
 * another (a repeated paragraph would flatter the assessment, which reads each distinct word once), the
 * `index`-th such text starting at a different message.
 */
const longMessage = (everyday: ReadonlyArray<string>, index: number): string => {
  let text = ""
  for (let i = index * 53; text.length < 10_000; i++) text += `${everyday[i % everyday.length]} `
  return text.slice(0, 10_000)
}

export const benchSafety = (report: Report): Record<string, number> => {
  const phrases = [...POSITIVE_GROUPS, ...NEGATIVE_GROUPS].flatMap((group) => group.phrases)
  const everyday = readCorpus("training")
    .filter((message) => message.label === "none")
    .map((message) => message.text)
  const longs = Array.from({ length: 40 }, (_, i) => longMessage(everyday, i))
  const turns = ["non ce la faccio più", "ho comprato una corda", (longs[0] as string).slice(0, 2_000)]
  const figures: Record<string, number> = {}
  const line = (name: string, key: string, risk: Timings, rules: Timings) => {
    const p50 = percentile(risk.wall, 0.5)
    const p99 = percentile(risk.wall, 0.99)
    const cpu99 = percentile(risk.cpu, 0.99)
    const base99 = percentile(rules.wall, 0.99)
    figures[`safety_${key}_p50_ms`] = p50
    figures[`safety_${key}_p99_ms`] = p99
    figures[`safety_${key}_cpu_p99_ms`] = cpu99
    figures[`safety_${key}_rules_p99_ms`] = base99
    report(
      `safety: assessRisk, ${name}: p50 / p99 (CPU p99)`,
      `${p50.toFixed(2)} / ${p99.toFixed(2)} (${cpu99.toFixed(2)}) ms`,
      `detectCrisis alone p99 ${base99.toFixed(2)} ms (×${(p99 / base99).toFixed(1)}), CPU p99 ` +
        `${percentile(rules.cpu, 0.99).toFixed(2)} ms; target p99 ≤ 5 ms`,
    )
  }
  line(
    `${phrases.length} phrase-table messages`,
    "phrases",
    timings(phrases, (m) => assessRisk(m, [])),
    timings(phrases, (m) => detectCrisis(m)),
  )
  line(
    "10,000-character message",
    "long",
    timings(longs, (m) => assessRisk(m, [])),
    timings(longs, (m) => detectCrisis(m)),
  )
  line(
    "10,000 characters after 3 turns",
    "long_context",
    timings(longs, (m) => assessRisk(m, turns)),
    timings(longs, (m) => detectCrisis([...turns, m].join("\n"))),
  )
  // the reference path on the same long messages, one round (it is slow): how much faster the send path is
  const referenceReader: TextReader = {
    read: (text) => referenceReading(RISK_MODEL, text),
    readAfter: (earlier, text) => referenceReading(RISK_MODEL, `${earlier}\n${text}`),
  }
  const reference = timings(longs, (m) => assessReading(RISK_MODEL.combination, referenceReader, m, []), 1)
  const referenceP50 = percentile(reference.wall, 0.5)
  figures["safety_long_reference_p50_ms"] = referenceP50
  report(
    "safety: reference path (every rule, every feature named), 10,000 characters: p50 / p99",
    `${referenceP50.toFixed(2)} / ${percentile(reference.wall, 0.99).toFixed(2)} ms`,
    `assessRisk p50 ×${(referenceP50 / (figures["safety_long_p50_ms"] as number)).toFixed(1)} faster, same answers`,
  )
  return figures
}
