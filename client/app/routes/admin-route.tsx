import { AccountActions } from "../../components/layouts/account-actions.tsx"
import { AppLayout } from "../../components/layouts/app-layout.tsx"
import { AdminPage } from "../../features/admin/components/admin-page.tsx"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"

export const AdminRoute = () => {
  const user = useCurrentUser()
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin showDashboard />}>
      <AdminPage adminName={user.name} />
    </AppLayout>
  )
}
