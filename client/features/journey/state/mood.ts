/** A mood check-in (1–5 and a word), as the browser encrypts it. */
export type Mood = { readonly score: number; readonly word: string }

export const MOOD_SCORES = [
  { score: 1, label: "Molto giù" },
  { score: 2, label: "Giù" },
  { score: 3, label: "Così così" },
  { score: 4, label: "Bene" },
  { score: 5, label: "Molto bene" },
] as const

export const MOOD_WORD_MAX = 40

export const moodLabel = (score: number) => MOOD_SCORES.find((m) => m.score === score)?.label ?? ""

export const toMoodText = (mood: Mood): string =>
  JSON.stringify({ score: mood.score, word: mood.word.trim().slice(0, MOOD_WORD_MAX) })

/** The decrypted check-in, or null when it is not one (a score outside 1–5 is not shown). */
export const fromMoodText = (text: string): Mood | null => {
  try {
    const value = JSON.parse(text) as { score?: unknown; word?: unknown }
    const score = typeof value.score === "number" ? value.score : NaN
    if (!Number.isInteger(score) || score < 1 || score > 5) return null
    return { score, word: typeof value.word === "string" ? value.word : "" }
  } catch {
    return null
  }
}
