import { AccountActions } from "../../components/layouts/account-actions.tsx"
import { AppLayout } from "../../components/layouts/app-layout.tsx"
import { AdminPage } from "../../features/admin/components/admin-page.tsx"
import { NewSessionButton } from "../../features/chats/components/new-session-button.tsx"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"

/** /admin: the admin feature, plus "Nuova sessione" from chats (SPEC §6: an admin can create a new chat). */
export const AdminRoute = () => {
  const user = useCurrentUser()
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin showDashboard />}>
      <AdminPage adminId={user.id} adminName={user.name} newSession={<NewSessionButton />} />
    </AppLayout>
  )
}
