import { useId, useState, type ReactNode } from "react"

import { ChevronDownIcon } from "../../../components/ui/icons.tsx"
import { useMediaQuery } from "../../../lib/use-media-query.ts"
import { narrow } from "./chat-layout.css.ts"
import * as crisisStyles from "./crisis-panel.css.ts"
import * as styles from "./session-end-cards.css.ts"

/**
 * The summary and the closing mood once the session ended, sized so the conversation keeps its room (issue 28):
 * on a phone one tap away (kept mounted, so an edit survives closing it); wider, in a box that scrolls by itself.
 */
export const SessionEndCards = ({ children }: { readonly children: ReactNode }) => {
  const id = useId()
  const phone = useMediaQuery(narrow)
  const [open, setOpen] = useState(false)
  if (!phone)
    return (
      // a box that scrolls is reached by the keyboard too (Tab, then the arrows)
      <div className={styles.cards} role="region" aria-label="Fine della sessione" tabIndex={0}>
        {children}
      </div>
    )
  return (
    <div>
      <button
        type="button"
        className={crisisStyles.toggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((current) => !current)}
      >
        Il riassunto della sessione e come ti senti <ChevronDownIcon className={crisisStyles.chevron} />
      </button>
      <div id={id} hidden={!open} className={styles.cards}>
        {children}
      </div>
    </div>
  )
}
