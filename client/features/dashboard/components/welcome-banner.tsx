import { useEffect, useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { seenOnce } from "../../../lib/seen-once.ts"
import { readWelcomeState } from "../state/welcome-state.ts"

/**
 * Shown once after the email is verified: remembered for this user in this browser as soon as it shows, so a
 * reload or Back does not bring it again.
 */
export const WelcomeBanner = ({ aiName, userId }: { readonly aiName: string; readonly userId: string }) => {
  const [welcome, setWelcome] = useState(() =>
    seenOnce.has("welcome", userId) ? null : readWelcomeState(window.history.state),
  )
  useEffect(() => {
    if (welcome !== null) seenOnce.mark("welcome", userId)
  }, [welcome, userId])
  if (welcome === null) return null
  const dismiss = () => {
    window.history.replaceState(null, "")
    setWelcome(null)
  }
  return (
    <Notice
      tone="success"
      title={welcome.newUser ? "Ti diamo il benvenuto in Cogi!" : "Che bello rivederti!"}
      role="status"
    >
      {welcome.message !== "" ? <p>{welcome.message}</p> : null}
      <p>
        Hai 3 sessioni gratuite da 30 minuti. Quando te la senti, {aiName} è qui per ascoltarti, senza
        giudizio.
      </p>
      <div>
        <Button variant="ghost" onClick={dismiss}>
          Chiudi
        </Button>
      </div>
    </Notice>
  )
}
