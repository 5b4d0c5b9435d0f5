import type { EmergencyContact } from "../../../lib/auth/user.ts"
import { CRISIS_CARD, dialable, emergencyContactLine } from "../state/crisis-resources.ts"
import * as styles from "./chat.css.ts"

/** DESIGN §7: the fixed crisis card, whatever the model says; shown above the reply that triggered it. */
export const CrisisCard = ({ contact }: { readonly contact: EmergencyContact | null }) => (
  <section className={styles.crisisCard} aria-labelledby="crisis-card-title" role="region">
    <h2 id="crisis-card-title" className={styles.crisisTitle}>
      {CRISIS_CARD.title}
    </h2>
    <p>{CRISIS_CARD.message}</p>
    <ul className={styles.crisisList}>
      {CRISIS_CARD.resources.map((resource) => (
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
    {contact !== null ? (
      <p>
        {emergencyContactLine(contact).split(" — ")[0]} —{" "}
        <a href={`tel:${dialable(contact.phone)}`} className={styles.crisisPhone}>
          {contact.phone}
        </a>
      </p>
    ) : null}
    <p className={styles.crisisSmall}>{CRISIS_CARD.footer}</p>
  </section>
)
