import { AuthLayout } from "../../components/layouts/auth-layout.tsx"
import { ButtonLink } from "../../components/ui/button.tsx"
import { Card } from "../../components/ui/card.tsx"
import { paths } from "../../config/paths.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"
import * as styles from "./routes.css.ts"

export const NotFoundPage = () => {
  useDocumentTitle("Pagina non trovata")
  return (
    <AuthLayout>
      <Card as="section" aria-labelledby="not-found-title">
        <h1 id="not-found-title" className={styles.title}>
          Pagina non trovata
        </h1>
        <p className={styles.lead}>
          Ci dispiace, la pagina che cerchi non esiste o è stata spostata. Nessun problema: puoi ripartire da
          qui.
        </p>
        <ButtonLink to={paths.home.getHref()} fullWidth>
          Torna alla home
        </ButtonLink>
      </Card>
    </AuthLayout>
  )
}
