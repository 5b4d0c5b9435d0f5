import { AccountActions } from "../../components/layouts/account-actions.tsx"
import { AppLayout } from "../../components/layouts/app-layout.tsx"
import { SearchPage } from "../../features/conversation-search/components/search-page.tsx"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"

/** /cerca: search across my conversations, in the browser. */
export const SearchRoute = () => {
  useDocumentTitle("Cerca nelle conversazioni")
  const user = useCurrentUser()
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin={user.is_admin} showDashboard />}>
      <SearchPage />
    </AppLayout>
  )
}
