import { useId, useState, type ReactNode } from "react"
import { Link } from "wouter"

import { ChevronDownIcon, HeartIcon } from "../../../components/ui/icons.tsx"
import { paths } from "../../../config/paths.ts"
import type { EmergencyContact } from "../../../lib/auth/user.ts"
import { useCrisisCard } from "../../../lib/crisis-card.ts"
import { emergencyContactLine } from "../state/emergency-contact.ts"
import { CrisisNumbers, FALLBACK_RESOURCES } from "./crisis-numbers.tsx"
import * as styles from "./crisis-panel.css.ts"

export const CRISIS_TITLE = "Non devi affrontarlo in solitudine"
const TOGGLE = "Numeri e orari"

/**
 * DESIGN §7, issue 22: the one crisis panel of a chat, pinned above the input so that it stays in reach while
 * the replies scroll, whatever the model says. The numbers are tap-to-call at once (on a phone the first two, the
 * others and the safety plan behind "Numeri e orari", which also opens who answers and when). A new crisis
 * message updates it (`raised`), never adds a second one. When the session has paused (`paused`) the plan shows
 * without a tap on a phone too. The numbers come from the server; until they arrive, the 112.
 */
export const CrisisPanel = ({
  contact,
  action,
  raised,
  paused = false,
}: {
  readonly contact: EmergencyContact | null
  /** The safety plan's button, plugged in by app/. */
  readonly action?: ReactNode
  /** How many messages raised it: each one shows again that it is here. */
  readonly raised: number
  readonly paused?: boolean
}) => {
  const card = useCrisisCard().data
  const id = useId()
  const [open, setOpen] = useState(false)
  const plan = (className: string) =>
    action !== undefined ? <div className={`${styles.actions} ${className}`}>{action}</div> : null
  return (
    // a new crisis message draws it again (keyed), the person's choices (open or not) stay
    <section
      key={raised}
      className={open ? `${styles.panel} ${styles.panelOpen}` : styles.panel}
      role="region"
      aria-labelledby={`${id}-title`}
    >
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          <HeartIcon className={styles.chipIcon} /> {card?.title ?? CRISIS_TITLE}
        </h2>
        {plan(styles.wideOnly)}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen((current) => !current)}
        >
          {TOGGLE} <ChevronDownIcon className={styles.chevron} />
        </button>
      </div>
      <CrisisNumbers resources={card?.resources ?? FALLBACK_RESOURCES} contact={contact} firstTwo={!open} />
      {open || paused ? plan(styles.narrowOnly) : null}
      <div id={`${id}-details`} className={styles.details} hidden={!open}>
        <p className={styles.small}>
          {card?.message ?? "Se sei in pericolo chiama subito il 112: risponde sempre."}
        </p>
        {card !== undefined ? (
          <ul className={styles.hours} aria-label="Chi risponde e quando">
            {card.resources.map((resource) => (
              <li key={resource.dial} className={styles.hoursItem}>
                <strong>
                  {resource.name} · {resource.phone}
                </strong>
                <span>{resource.description}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {contact !== null ? <p className={styles.small}>{emergencyContactLine(contact)}</p> : null}
        <p className={styles.small}>
          <Link to={paths.humanHelp.getHref()}>Parla con una persona</Link>: il medico, il centro di salute
          mentale, uno psicologo.
        </p>
        {card !== undefined ? <p className={styles.small}>{card.footer}</p> : null}
      </div>
    </section>
  )
}
