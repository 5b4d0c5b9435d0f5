import { AuthLayout } from "../../../components/layouts/auth-layout.tsx"
import { ButtonLink } from "../../../components/ui/button.tsx"
import { Card } from "../../../components/ui/card.tsx"
import { paths } from "../../../config/paths.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import * as styles from "./payment-screens.css.ts"
import { ReturnIcon } from "../../../components/ui/icons.tsx"

export const PaymentCancelledPage = () => {
  useDocumentTitle("Pagamento annullato")
  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="cancelled-title">
        <span className={styles.icon} aria-hidden="true">
          <ReturnIcon />
        </span>
        <h1 id="cancelled-title" className={styles.title}>
          Pagamento annullato
        </h1>
        <p className={styles.lead}>
          Non ti è stato addebitato nulla. Puoi tornare alla dashboard e riprovare quando vuoi, oppure
          continuare con le sessioni che hai già.
        </p>
        <div className={styles.actions}>
          <ButtonLink to={paths.dashboard.getHref()} fullWidth>
            Torna alla dashboard
          </ButtonLink>
          <ButtonLink to={paths.dashboard.getHref()} variant="secondary" fullWidth>
            Scegli un altro pacchetto
          </ButtonLink>
        </div>
      </Card>
    </AuthLayout>
  )
}
