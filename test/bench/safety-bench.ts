/**
 * The crisis assessment on the send path: the latency of one message (p50, p99) over the phrase table's
 * sentences, everyday and crisis, a 10,000-character message and the same with three turns before it,
 * beside the old rule detector alone on the same messages, measured in the same run.
 */
import { performance } from "node:perf_hooks"
import { detectCrisis } from "../../domain/safety/crisis-detector.ts"
import { assessRisk } from "../../domain/safety/risk-assessment.ts"
import { NEGATIVE_GROUPS, POSITIVE_GROUPS } from "../safety/phrase-table/index.ts"

type Report = (name: string, value: string, baseline?: string) => void

const ROUNDS = 5

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] as number

interface Timings {
  readonly wall: ReadonlyArray<number>
  /** CPU time of the same calls: on a shared machine, what the call costs without waiting for a core. */
  readonly cpu: ReadonlyArray<number>
}

const timings = (messages: ReadonlyArray<string>, run: (message: string) => unknown): Timings => {
  for (const message of messages) run(message) // warm-up: compile the rules and the model's paths
  const wall: Array<number> = []
  const cpu: Array<number> = []
  for (let round = 0; round < ROUNDS; round++)
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

const longMessage = (): string => {
  const sentences = [
    "Oggi al lavoro è stata una giornata lunga, il capo mi ha chiesto di rifare la presentazione.",
    "Poi sono tornata a casa in autobus e ho pensato a mia sorella che vive lontano.",
    "Non dormo bene da settimane e la sera mi sento sola, anche se sorrido a tutti.",
    "A volte penso che sarebbe più semplice non svegliarmi più la mattina.",
  ]
  let text = ""
  for (let i = 0; text.length < 10_000; i++) text += `${sentences[i % sentences.length]} `
  return text.slice(0, 10_000)
}

export const benchSafety = (report: Report): Record<string, number> => {
  const phrases = [...POSITIVE_GROUPS, ...NEGATIVE_GROUPS].flatMap((group) => group.phrases)
  const long = longMessage()
  const turns = ["non ce la faccio più", "ho comprato una corda", long.slice(0, 2_000)]
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
  const longs = Array.from({ length: 40 }, (_, i) => `${long.slice(0, 9_990)} ${i}`)
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
  return figures
}
