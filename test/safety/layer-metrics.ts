/** Figures of one layer on a set of corpus messages: recall per category, false alarms, misses. */
import type { RiskLevel } from "../../domain/safety/risk-assessment.ts"
import { CATEGORIES, type CorpusMessage } from "./corpus.ts"

export interface Outcome {
  readonly message: CorpusMessage
  readonly level: RiskLevel
}

const percent = (part: number, whole: number) =>
  whole === 0 ? "  n/a " : `${((100 * part) / whole).toFixed(1).padStart(5)}%`

export interface LayerFigures {
  readonly card: Readonly<Record<string, number>>
  readonly any: Readonly<Record<string, number>>
  readonly falseCard: number
  readonly falseAny: number
}

/** Shares (0 to 1): recall per category for the card ("high") and any response ("high" or "possible"). */
export const figuresOf = (outcomes: ReadonlyArray<Outcome>): LayerFigures => {
  const share = (rows: ReadonlyArray<Outcome>, hit: (o: Outcome) => boolean) =>
    rows.length === 0 ? NaN : rows.filter(hit).length / rows.length
  const card: Record<string, number> = {}
  const any: Record<string, number> = {}
  for (const category of CATEGORIES) {
    const rows = outcomes.filter((o) => o.message.category === category)
    card[category] = share(rows, (o) => o.level === "high")
    any[category] = share(rows, (o) => o.level !== "none")
  }
  const crisis = outcomes.filter((o) => o.message.label === "crisis")
  card.all = share(crisis, (o) => o.level === "high")
  any.all = share(crisis, (o) => o.level !== "none")
  const none = outcomes.filter((o) => o.message.label === "none")
  return {
    card,
    any,
    falseCard: share(none, (o) => o.level === "high"),
    falseAny: share(none, (o) => o.level !== "none"),
  }
}

/** The summary lines of one layer; every line starts with "summary" so it can be read apart from the misses. */
export const summaryLines = (layer: string, outcomes: ReadonlyArray<Outcome>): ReadonlyArray<string> => {
  const lines: Array<string> = []
  const none = outcomes.filter((o) => o.message.label === "none")
  for (const category of [...CATEGORIES, "all"] as const) {
    const rows = outcomes.filter((o) =>
      category === "all" ? o.message.label === "crisis" : o.message.category === category,
    )
    const card = rows.filter((o) => o.level === "high").length
    const any = rows.filter((o) => o.level !== "none").length
    lines.push(
      `summary ${layer.padEnd(11)} ${category.padEnd(15)} card ${percent(card, rows.length)} ` +
        `(${card}/${rows.length})  any response ${percent(any, rows.length)} (${any}/${rows.length})`,
    )
  }
  const falseCard = none.filter((o) => o.level === "high").length
  const falseAny = none.filter((o) => o.level !== "none").length
  lines.push(
    `summary ${layer.padEnd(11)} ${"false alarms".padEnd(15)} card ${percent(falseCard, none.length)} ` +
      `(${falseCard}/${none.length})  any response ${percent(falseAny, none.length)} (${falseAny}/${none.length})`,
  )
  return lines
}

/** One line per miss (a crisis without the card) and per false alarm (the card on an everyday message). */
export const missLines = (layer: string, outcomes: ReadonlyArray<Outcome>): ReadonlyArray<string> =>
  outcomes.flatMap(({ message, level }) => {
    const text = message.text.replace(/\s+/g, " ").slice(0, 160)
    if (message.label === "crisis" && level !== "high")
      return [`miss ${layer} ${message.category} [${level}] ${message.id}: ${text}`]
    if (message.label === "none" && level === "high") return [`false alarm ${layer} ${message.id}: ${text}`]
    return []
  })
