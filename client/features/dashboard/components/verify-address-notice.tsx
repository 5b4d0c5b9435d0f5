import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { notify } from "../../../lib/notify.ts"
import {
  resendVerificationErrorMessage,
  useResendVerification,
} from "../../../lib/auth/resend-verification.ts"

/**
 * Until the address is verified, sessions cannot start: the dashboard says so kindly, with a new link at hand.
 * A chat can already be opened (and a message about a hard moment is answered there all the same).
 */
export const VerifyAddressNotice = ({ email }: { readonly email: string }) => {
  const resend = useResendVerification()
  const send = () =>
    resend.mutate(email, {
      onSuccess: () => notify.success("Email di verifica inviata nuovamente!"),
      onError: (error) => notify.error(resendVerificationErrorMessage(error)),
    })
  return (
    <Notice tone="info" title="Conferma il tuo indirizzo email" role="status">
      <p>
        Per iniziare la tua prima sessione gratuita, apri il link che ti abbiamo inviato a{" "}
        <strong>{email}</strong>. Ci vuole solo un attimo, e ci aiuta a proteggere il tuo account. Intanto
        puoi già aprire una sessione.
      </p>
      <div>
        <Button variant="secondary" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? "Invio in corso…" : "Invia di nuovo il link"}
        </Button>
      </div>
    </Notice>
  )
}
