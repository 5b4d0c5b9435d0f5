import type { ReactNode } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import * as buttonStyles from "../../../components/ui/button.css.ts"
import { paths } from "../../../config/paths.ts"
import { Notice } from "../../../components/ui/notice.tsx"
import type { SessionCompletion } from "../api/chat-session-types.ts"
import { remainingSessionsText } from "../state/session-lifecycle.ts"
import { SESSION_ENDED_ERROR } from "../state/send-refusal.ts"
import * as styles from "./session-banners.css.ts"
import { ClockIcon } from "../../../components/ui/icons.tsx"

/** The server's text starts with a clock emoji; the app's line icon stands in for it. */
const withoutClockMark = (text: string) => text.replace(/^\u23F0\uFE0F?\s*/u, "")

/**
 * SPEC §2 ended-session banner with "Nuova Sessione" (which re-enables the input, SPEC §4). A session that
 * raised the crisis panel does not end this way: it pauses (crisis-pause.tsx).
 */
export const EndedBanner = ({
  detail,
  completion,
  onRestart,
}: {
  readonly detail: string | null
  readonly completion: SessionCompletion | null
  readonly onRestart: () => void
}) => (
  <div className={styles.banner} role="status">
    <div className={styles.bannerInner}>
      <div className={styles.bannerText}>
        <strong>
          <ClockIcon /> {withoutClockMark(detail ?? SESSION_ENDED_ERROR)}
        </strong>
        {completion !== null ? <span>{remainingSessionsText(completion)}</span> : null}
      </div>
      <div className={styles.bannerActions}>
        <Button onClick={onRestart} className={styles.bannerButton}>
          Nuova Sessione
        </Button>
        <Link
          to={paths.dashboard.getHref()}
          className={`${buttonStyles.button.secondary} ${styles.bannerButton}`}
        >
          Dashboard
        </Link>
      </div>
    </div>
  </div>
)

/** A message refused for want of a session: credits are offered (app/ plugs in the packages); nothing ended. */
export const NoCreditsOffer = ({
  detail,
  onClose,
  offer,
}: {
  readonly detail: string
  readonly onClose: () => void
  readonly offer:
    ((props: { readonly detail: string; readonly onClose: () => void }) => ReactNode) | undefined
}) =>
  offer !== undefined ? (
    offer({ detail, onClose })
  ) : (
    <div className={styles.banner} role="status">
      <Notice tone="warning">
        <p>{detail}</p>
        <Link to={paths.dashboard.getHref()}>Acquista una sessione dalla dashboard</Link>
      </Notice>
    </div>
  )

/** A message refused for want of a session while the crisis panel is raised: no price, only what happened. */
export const NotSentNote = () => (
  <p className={styles.notSent} role="status">
    Questo messaggio non è partito. Puoi riprovare tra poco; intanto i numeri qui sopra rispondono.
  </p>
)

/** SPEC §4: near the end, organise the next session (+2 minutes) or simply extend by 2 minutes. */
export const SessionEndingPanel = ({
  promptOpen,
  canExtend,
  busy,
  onSchedule,
  onExtend,
  onClose,
}: {
  readonly promptOpen: boolean
  readonly canExtend: boolean
  readonly busy: "extend" | "schedule" | null
  readonly onSchedule: () => void
  readonly onExtend: () => void
  readonly onClose: () => void
}) => (
  <section className={styles.panel} aria-labelledby="ending-panel-title">
    <div className={styles.bannerText}>
      <h2 id="ending-panel-title" style={{ fontSize: "1rem", fontFamily: "inherit" }}>
        La sessione sta per finire
      </h2>
      <span>
        {promptOpen
          ? canExtend
            ? "Vuoi organizzare la prossima sessione? Hai 2 minuti in più per farlo."
            : "Vuoi organizzare la prossima sessione? Puoi farlo anche dalla dashboard."
          : "Se ti serve ancora un momento, puoi avere 2 minuti in più."}
      </span>
    </div>
    <div className={styles.bannerActions}>
      {promptOpen ? (
        <Button
          className={styles.bannerButton}
          onClick={onSchedule}
          loading={busy === "schedule"}
          disabled={busy !== null}
        >
          Organizza la prossima sessione
        </Button>
      ) : null}
      {canExtend ? (
        <Button
          className={styles.bannerButton}
          variant={promptOpen ? "secondary" : "primary"}
          onClick={onExtend}
          loading={busy === "extend"}
          disabled={busy !== null}
        >
          Estendi di 2 minuti
        </Button>
      ) : null}
      {promptOpen ? (
        <Button className={styles.bannerButton} variant="ghost" onClick={onClose}>
          Non ora
        </Button>
      ) : null}
    </div>
  </section>
)
