import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { paths } from "../../../config/paths.ts"
import { planPieces } from "../state/plan-phone-links.ts"
import { SECTIONS, type SafetyPlan } from "../state/safety-plan.ts"
import * as styles from "./safety-plan.css.ts"

/** A line of the plan, its phone numbers tappable (`tel:`), as on the crisis panel (issue 28). */
const PlanLine = ({ line }: { readonly line: string }) =>
  planPieces(line).map((piece, i) =>
    "phone" in piece ? (
      <a key={i} href={`tel:${piece.dial}`} className={styles.phone}>
        {piece.phone}
      </a>
    ) : (
      <span key={i}>{piece.text}</span>
    ),
  )

/** The saved plan, section by section, ready to read again, edit or print. */
export const PlanSummary = ({
  plan,
  onEdit,
  onPrint,
  onClose,
}: {
  readonly plan: SafetyPlan
  readonly onEdit: () => void
  readonly onPrint: () => void
  readonly onClose: () => void
}) => (
  <>
    {SECTIONS.map((section, index) => (
      <section key={section.id} aria-labelledby={`plan-summary-${section.id}`}>
        <h3 id={`plan-summary-${section.id}`} className={styles.sectionTitle}>
          {index + 1}. {section.title}
        </h3>
        {plan[section.id].length === 0 ? (
          <p className={styles.empty}>Ancora niente: puoi aggiungerlo quando vuoi.</p>
        ) : (
          <ul className={styles.list}>
            {plan[section.id].map((item, i) => (
              <li key={`${i}-${item}`}>
                <PlanLine line={item} />
              </li>
            ))}
          </ul>
        )}
      </section>
    ))}
    <p className={styles.noPrint}>
      <Link to={paths.humanHelp.getHref()}>Parla con una persona: chi chiamare, dove andare</Link>
    </p>
    <div className={`${styles.actions} ${styles.noPrint}`}>
      <Button variant="secondary" onClick={onClose}>
        Chiudi
      </Button>
      <Button variant="secondary" onClick={onPrint}>
        Stampa
      </Button>
      <Button onClick={onEdit}>Modifica</Button>
    </div>
  </>
)
