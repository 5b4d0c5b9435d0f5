import type { Turn } from "../api/journey-api.ts"
import { MoodCheckIn } from "./mood-check-in.tsx"
import { SessionSummaryOffer } from "./session-summary-offer.tsx"
import * as styles from "./journey.css.ts"

/** Below an ended session: the summary to save and the closing check-in, scrolling on their own (the chat stays). */
export const SessionEnd = ({
  chatId,
  transcript,
}: {
  readonly chatId: string
  readonly transcript: ReadonlyArray<Turn>
}) => (
  <div className={styles.endPanels}>
    <SessionSummaryOffer chatId={chatId} transcript={transcript} />
    <MoodCheckIn chatId={chatId} moment="end" />
  </div>
)
