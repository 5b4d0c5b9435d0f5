import { AccountActions } from "../../components/layouts/account-actions.tsx"
import { AppLayout } from "../../components/layouts/app-layout.tsx"
import { JourneyPage } from "../../features/journey/components/journey-page.tsx"
import { VisitNotePage } from "../../features/journey/components/visit-note-page.tsx"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"

/** The dashboard's journey card lives in this chunk too (see dashboard-journey-slot.tsx). */
export { DashboardJourney } from "../../features/journey/components/dashboard-journey.tsx"

/** "Il tuo percorso" (its own chunk): summaries, memory and the mood chart. */
export const JourneyRoute = () => {
  useDocumentTitle("Il tuo percorso")
  const user = useCurrentUser()
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin={user.is_admin} showDashboard />}>
      <JourneyPage />
    </AppLayout>
  )
}

/** "Cosa vorrei dire" (the journey's chunk): the note for a doctor or a psychologist. */
export const VisitNoteRoute = () => {
  useDocumentTitle("Cosa vorrei dire")
  const user = useCurrentUser()
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin={user.is_admin} showDashboard />}>
      <VisitNotePage />
    </AppLayout>
  )
}
