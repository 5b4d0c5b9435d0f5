import type { OpenMood } from "./open-journey.ts"
import { moodLabel } from "./mood.ts"
import { formatInstant } from "../../../lib/format-date.ts"

export const CHART_WIDTH = 600
export const CHART_HEIGHT = 160
const PAD = 12

export type ChartPoint = { readonly x: number; readonly y: number; readonly mood: OpenMood }

export const whenLong = (iso: string) => formatInstant(iso, "romeDayTime")
export const whenShort = (iso: string) => formatInstant(iso, "romeDay")
export const momentLabel = (moment: "start" | "end") =>
  moment === "start" ? "Inizio sessione" : "Fine sessione"

/** The check-ins as points, evenly spaced in time order (score 1 at the bottom, 5 at the top). */
export const chartPoints = (moods: ReadonlyArray<OpenMood>): ReadonlyArray<ChartPoint> => {
  const step = moods.length > 1 ? (CHART_WIDTH - 2 * PAD) / (moods.length - 1) : 0
  return moods.map((mood, i) => ({
    x: moods.length > 1 ? PAD + i * step : CHART_WIDTH / 2,
    y: PAD + ((5 - mood.score) / 4) * (CHART_HEIGHT - 2 * PAD),
    mood,
  }))
}

export const scoreY = (score: number) => PAD + ((5 - score) / 4) * (CHART_HEIGHT - 2 * PAD)

/** The chart in words, for its `<desc>`: how many, the span, the latest and the average. */
export const chartDescription = (moods: ReadonlyArray<OpenMood>): string => {
  const first = moods[0]
  const last = moods.at(-1)
  if (first === undefined || last === undefined) return "Nessuna registrazione dell'umore."
  const average = moods.reduce((sum, m) => sum + m.score, 0) / moods.length
  const span =
    moods.length === 1
      ? `Una registrazione, il ${whenLong(first.at)}`
      : `${moods.length} registrazioni dal ${whenLong(first.at)} al ${whenLong(last.at)}`
  return (
    `${span}. L'ultima: ${last.score} su 5 (${moodLabel(last.score)}${last.word === "" ? "" : `, «${last.word}»`}). ` +
    `Media: ${average.toLocaleString("it-IT", { maximumFractionDigits: 1 })} su 5.`
  )
}
