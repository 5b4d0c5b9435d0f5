import { useId, useState } from "react"

import { ChevronDownIcon, HeartIcon } from "../../../components/ui/icons.tsx"
import { useCrisisCard } from "../../../lib/crisis-card.ts"
import { CrisisNumbers, FALLBACK_RESOURCES } from "./crisis-numbers.tsx"
import * as styles from "./crisis-panel.css.ts"

export const HELP_LINE = "Se ti serve aiuto adesso"

/**
 * Possible risk (issue 22): no full panel, one calm line that opens the numbers with a tap. Also the way to the
 * numbers from the check-in that opens the session after a hard moment.
 */
export const HelpLine = ({ label = HELP_LINE }: { readonly label?: string }) => {
  const resources = useCrisisCard().data?.resources ?? FALLBACK_RESOURCES
  const id = useId()
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.helpLine}>
      <button
        type="button"
        className={styles.helpToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        <HeartIcon className={styles.chipIcon} /> {label}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <div id={id} hidden={!open}>
        <CrisisNumbers resources={resources} />
      </div>
    </div>
  )
}
