import { PhoneIcon } from "../../../components/ui/icons.tsx"
import type { EmergencyContact } from "../../../lib/auth/user.ts"
import type { CrisisResource } from "../../../lib/crisis-card.ts"
import { dialable } from "../state/emergency-contact.ts"
import * as styles from "./crisis-panel.css.ts"

/** Until the server's card arrives (or if it cannot), the one number everyone knows. */
export const FALLBACK_RESOURCES: ReadonlyArray<CrisisResource> = [
  { name: "Numero unico di emergenza", phone: "112", dial: "112", description: "" },
]

const NumberLink = ({ href, name, phone }: { href: string; name: string; phone: string }) => (
  <li className={styles.item}>
    {/* the name says the words on the button, in their order ("label in name") */}
    <a className={styles.chip} href={href} aria-label={`Chiama ${name} ${phone}`}>
      <PhoneIcon className={styles.chipIcon} />
      <span className={styles.chipText}>
        <span className={styles.chipName}>{name}</span> <strong className={styles.chipNumber}>{phone}</strong>
      </span>
    </a>
  </li>
)

/** The crisis lines, and the person the user named, as tap-to-call buttons. */
export const CrisisNumbers = ({
  resources,
  contact = null,
  firstTwo = false,
}: {
  readonly resources: ReadonlyArray<CrisisResource>
  readonly contact?: EmergencyContact | null
  /** On a phone, only the first two (the panel closed: the others are one tap away). */
  readonly firstTwo?: boolean
}) => (
  <ul
    className={firstTwo ? `${styles.numbers} ${styles.numbersFirstTwo}` : styles.numbers}
    aria-label="Numeri da chiamare"
  >
    {resources.map((resource) => (
      <NumberLink
        key={resource.dial}
        href={`tel:${resource.dial}`}
        name={resource.name}
        phone={resource.phone}
      />
    ))}
    {contact !== null ? (
      <NumberLink href={`tel:${dialable(contact.phone)}`} name={contact.name} phone={contact.phone} />
    ) : null}
  </ul>
)
