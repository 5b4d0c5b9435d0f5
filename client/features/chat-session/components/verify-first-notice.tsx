import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import {
  resendVerificationErrorMessage,
  useResendVerification,
} from "../../../lib/auth/resend-verification.ts"
import { notify } from "../../../lib/notify.ts"

/**
 * The first ordinary message of an unverified address waits for the address (code EMAIL_NOT_VERIFIED): the
 * server's words, where the link went, and a new one at hand. The typed text stays in the input.
 */
export const VerifyFirstNotice = ({ detail, email }: { readonly detail: string; readonly email: string }) => {
  const resend = useResendVerification()
  const send = () =>
    resend.mutate(email, {
      onSuccess: () => notify.success("Email di verifica inviata nuovamente!"),
      onError: (error) => notify.error(resendVerificationErrorMessage(error)),
    })
  return (
    <Notice tone="info" title="Conferma il tuo indirizzo email" role="status">
      <p>
        {detail} Il link è stato inviato a <strong>{email}</strong>.
      </p>
      <div>
        <Button variant="secondary" onClick={send} disabled={resend.isPending}>
          {resend.isPending ? "Invio in corso…" : "Invia di nuovo il link"}
        </Button>
      </div>
    </Notice>
  )
}
