import type { ReactNode } from "react"

import type { EmergencyContact } from "../../../lib/auth/user.ts"
import { useCrisisCard } from "../../../lib/crisis-card.ts"
import { dialable, emergencyContactLine } from "../state/emergency-contact.ts"
import * as styles from "./crisis-card.css.ts"

/**
 * DESIGN §7: the fixed crisis card, whatever the model says; shown above the reply that triggered it. The
 * numbers come from the server; until they arrive (or if they cannot) the card still says how to call 112.
 */
export const CrisisCard = ({
  contact,
  action,
}: {
  readonly contact: EmergencyContact | null
  /** The safety plan's button, plugged in by app/. */
  readonly action?: ReactNode
}) => {
  const card = useCrisisCard().data
  return (
    <section className={styles.crisisCard} aria-labelledby="crisis-card-title" role="region">
      <h2 id="crisis-card-title" className={styles.crisisTitle}>
        {card?.title ?? "Non devi affrontarlo in solitudine"}
      </h2>
      {card ? (
        <>
          <p>{card.message}</p>
          <ul className={styles.crisisList}>
            {card.resources.map((resource) => (
              <li key={resource.dial} className={styles.crisisItem}>
                <strong>{resource.name}</strong>
                <a
                  className={styles.crisisPhone}
                  href={`tel:${resource.dial}`}
                  aria-label={`Chiama ${resource.name}: ${resource.phone}`}
                >
                  {resource.phone}
                </a>
                <span className={styles.crisisSmall}>{resource.description}</span>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          Se sei in pericolo chiama subito il{" "}
          <a className={styles.crisisPhone} href="tel:112">
            112
          </a>
          .
        </p>
      )}
      {contact !== null ? (
        <p>
          {emergencyContactLine(contact).split(" — ")[0]} —{" "}
          <a href={`tel:${dialable(contact.phone)}`} className={styles.crisisPhone}>
            {contact.phone}
          </a>
        </p>
      ) : null}
      {action}
      {card ? <p className={styles.crisisSmall}>{card.footer}</p> : null}
    </section>
  )
}
