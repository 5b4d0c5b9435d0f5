import type { CrisisCategory } from "../../../domain/safety/crisis-pattern.ts"

/**
 * One group of the crisis phrase table: Italian sentences written the way people write to helplines and forums
 * (no accents, "nn", "x", "cmq", "ke", typos, dialect), each expected to raise the card with `category`.
 */
export interface PositiveGroup {
  readonly group: string
  readonly category: CrisisCategory
  readonly phrases: ReadonlyArray<string>
}

/** Sentences that must stay quiet: idioms, hyperbole, fiction, news, quoting others, everyday injuries. */
export interface NegativeGroup {
  readonly group: string
  readonly phrases: ReadonlyArray<string>
}
