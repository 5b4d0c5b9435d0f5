import { Button, ButtonLink } from "../ui/button.tsx"
import { paths } from "../../config/paths.ts"
import { useLogout } from "../../lib/auth/use-auth.ts"

/** Header buttons of the signed-in screens: admin shortcut (admins only), the account page, and logout. */
type AccountActionsProps = { readonly isAdmin: boolean; readonly showDashboard?: boolean }

export const AccountActions = ({ isAdmin, showDashboard = false }: AccountActionsProps) => {
  const logout = useLogout()
  return (
    <>
      {showDashboard ? (
        <ButtonLink to={paths.dashboard.getHref()} variant="ghost">
          Dashboard
        </ButtonLink>
      ) : null}
      {isAdmin && !showDashboard ? (
        <ButtonLink to={paths.admin.getHref()} variant="secondary">
          Pannello admin
        </ButtonLink>
      ) : null}
      {showDashboard ? null : (
        <ButtonLink to={paths.journey.getHref()} variant="ghost">
          Il tuo percorso
        </ButtonLink>
      )}
      {showDashboard ? null : (
        <ButtonLink to={paths.account.getHref()} variant="ghost">
          Account
        </ButtonLink>
      )}
      <Button variant="ghost" onClick={logout}>
        Esci
      </Button>
    </>
  )
}
