import { AccountActions } from "../../components/layouts/account-actions.tsx"
import { AppLayout } from "../../components/layouts/app-layout.tsx"
import { ButtonLink } from "../../components/ui/button.tsx"
import { Notice } from "../../components/ui/notice.tsx"
import { paths } from "../../config/paths.ts"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"

/** The chat screen frame; the chat feature (messages, timer, dialogs) plugs in here. */
export const ChatRoute = ({ chatId }: { readonly chatId: string }) => {
  useDocumentTitle("Sessione")
  const user = useCurrentUser()
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin={user.is_admin} showDashboard />}>
      <h1>Sessione con {user.ai_name}</h1>
      <Notice tone="info">
        <p>La sessione {chatId} è pronta. La conversazione sarà disponibile qui a breve.</p>
      </Notice>
      <div>
        <ButtonLink to={paths.dashboard.getHref()} variant="secondary">
          Torna alla dashboard
        </ButtonLink>
      </div>
    </AppLayout>
  )
}
