import { useId, useState } from "react"
import { Link } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { paths } from "../../../config/paths.ts"
import { seenOnce } from "../../../lib/seen-once.ts"
import { useCareNote } from "../api/care-note.ts"
import * as styles from "./care-note.css.ts"

const TEXTS = {
  late_night: {
    lead: "È notte fonda, e mi fa piacere essere qui con te anche a quest'ora.",
    more: "Quando te la senti, anche riposare può aiutare. E se ti va di sentire una voce, c'è chi può ascoltarti.",
  },
  third_session_today: {
    lead: "È la terza volta che ci sentiamo oggi: mi fa piacere esserci per te.",
    more: "A volte fa bene anche parlarne con una persona di cui ti fidi, o concederti una pausa.",
  },
} as const

/**
 * Care for reliance (issue 27): after the third session of a day or in the small hours, a gentle note, never a
 * lock-out, that Cogi is glad to be there and that a person or some rest can help too. Asked of the server once
 * the session has started (`active`), never beside the crisis panel or the check-in after a hard moment (the
 * caller decides), and closed for good in this chat with "Chiudi".
 */
export const CareNote = ({ chatId, active }: { readonly chatId: string; readonly active: boolean }) => {
  const id = useId()
  const [closed, setClosed] = useState(() => seenOnce.has("care-note", chatId))
  const note = useCareNote(chatId, active && !closed)
  const reason = note.data?.show === true ? note.data.reason : null
  if (!active || closed || reason === null) return null
  const text = TEXTS[reason]
  const close = () => {
    seenOnce.mark("care-note", chatId)
    setClosed(true)
  }
  return (
    <aside className={styles.note} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`} className={styles.title}>
          Un pensiero per te
        </h2>
        <Button variant="ghost" onClick={close} aria-label="Chiudi questo pensiero" className={styles.close}>
          Chiudi
        </Button>
      </div>
      <p>
        {text.lead} {text.more} <Link to={paths.humanHelp.getHref()}>Parla con una persona</Link>
      </p>
      <p className={styles.small}>
        Puoi continuare a scrivere quanto vuoi; questi pensieri si spengono dal{" "}
        <Link to={paths.account.getHref()}>tuo account</Link>.
      </p>
    </aside>
  )
}
