import { useEffect, useState, type ReactNode } from "react"
import { Redirect, useLocation } from "wouter"

import { LoadingScreen } from "../components/ui/loading-screen.tsx"
import { paths } from "../config/paths.ts"
import { useAuthSession, useCurrentUser } from "../lib/auth/use-auth.ts"
import { notify } from "../lib/notify.ts"

/** Protected routes: signed-out visitors go to /login. */
export const RequireAuth = ({ children }: { readonly children: ReactNode }) => {
  const session = useAuthSession()
  if (session.status === "loading") return <LoadingScreen />
  if (session.status === "signed-out") return <Redirect to={paths.login.getHref()} replace />
  return children
}

/**
 * /login and /register: a visitor who arrives signed in goes to /admin or /dashboard (history replaced).
 * Decided on arrival only, so that signing up can still show its confirmation view and logging in can
 * navigate (and toast) by itself.
 */
export const GuestOnly = ({ children }: { readonly children: ReactNode }) => {
  const session = useAuthSession()
  if (session.status === "loading") return <LoadingScreen />
  return <GuestEntry signedInOnArrival={session.status === "signed-in"}>{children}</GuestEntry>
}

const GuestEntry = ({ signedInOnArrival, children }: { signedInOnArrival: boolean; children: ReactNode }) => {
  const [redirect] = useState(signedInOnArrival)
  const user = useCurrentUser()
  if (redirect) {
    const target = user?.is_admin === true ? paths.admin.getHref() : paths.dashboard.getHref()
    return <Redirect to={target} replace />
  }
  return children
}

/** /admin: refuses non-admins with the SPEC §6 message and sends them to /dashboard. */
export const RequireAdmin = ({ children }: { readonly children: ReactNode }) => {
  const user = useCurrentUser()
  const [, navigate] = useLocation()
  const refused = user !== null && !user.is_admin
  useEffect(() => {
    if (!refused) return
    notify.error("Accesso negato. Privilegi amministratore richiesti.")
    navigate(paths.dashboard.getHref(), { replace: true })
  }, [refused, navigate])
  if (user === null || refused) return <LoadingScreen />
  return children
}
