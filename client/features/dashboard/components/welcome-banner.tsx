import { useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { readWelcomeState } from "../state/welcome-state.ts"

/** Shown once after the email is verified; dismissing it also forgets it on reload. */
export const WelcomeBanner = ({ aiName }: { readonly aiName: string }) => {
  const [welcome, setWelcome] = useState(() => readWelcomeState(window.history.state))
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
