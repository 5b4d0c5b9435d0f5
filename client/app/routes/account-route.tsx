import { AccountActions } from "../../components/layouts/account-actions.tsx"
import { AppLayout } from "../../components/layouts/app-layout.tsx"
import { AccountPage } from "../../features/account/components/account-page.tsx"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"

export const AccountRoute = () => {
  useDocumentTitle("Il tuo account")
  const user = useCurrentUser()
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin={user.is_admin} showDashboard />}>
      <AccountPage user={user} />
    </AppLayout>
  )
}
