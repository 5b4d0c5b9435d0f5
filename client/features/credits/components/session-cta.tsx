import type { ReactNode } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { notify } from "../../../lib/notify.ts"
import { checkoutErrorMessage, useCreateCheckout } from "../api/create-checkout.ts"
import { useSessionInfo } from "../api/get-session-info.ts"
import { sessionCallToAction } from "../state/session-availability.ts"

type SessionCtaProps = {
  /** The button that starts a session (owned by the chats feature, composed by the app). */
  readonly renderStart: (label: string) => ReactNode
}

/** SPEC §2 free-session call to action: free, paid at 9,99, or a disabled loading button. */
export const SessionCta = ({ renderStart }: SessionCtaProps) => {
  const info = useSessionInfo()
  const checkout = useCreateCheckout()
  if (info.isError) return renderStart("Nuova sessione")
  switch (sessionCallToAction(info.data)) {
    case "loading":
      return (
        <Button loading disabled>
          Caricamento…
        </Button>
      )
    case "free":
      return renderStart(
        info.data?.has_unlimited_sessions === true ? "Nuova sessione" : "Inizia una sessione gratuita",
      )
    case "start":
      return renderStart("Nuova sessione")
    case "paid":
      return (
        <Button
          loading={checkout.isPending}
          onClick={() =>
            checkout.mutate("single_session", {
              onError: (error) => {
                const message = checkoutErrorMessage(error)
                if (message !== null) notify.error(message)
              },
            })
          }
        >
          Nuova sessione · 9,99 €
        </Button>
      )
  }
}
