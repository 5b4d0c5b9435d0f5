import { AccountActions } from "../../components/layouts/account-actions.tsx"
import { PendingRecoveryKeyNotice } from "../../components/keys/pending-recovery-key-notice.tsx"
import { AppLayout } from "../../components/layouts/app-layout.tsx"
import { ChatList } from "../../features/chats/components/chat-list.tsx"
import { SessionCta } from "../../features/credits/components/session-cta.tsx"
import { SessionInfoCard } from "../../features/credits/components/session-info-card.tsx"
import { NewSessionButton } from "../../features/chats/components/new-session-button.tsx"
import { HelpRow } from "../../features/dashboard/components/help-row.tsx"
import { DashboardGreeting } from "../../features/dashboard/components/dashboard-greeting.tsx"
import { VerifyAddressNotice } from "../../features/dashboard/components/verify-address-notice.tsx"
import { WelcomeBanner } from "../../features/dashboard/components/welcome-banner.tsx"
import { SafetyPlanButton } from "../../features/safety-plan/components/safety-plan-button.tsx"
import { useAtomValue } from "jotai"

import { signInGreetingAtom } from "../../lib/auth/sign-in-greeting.ts"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"
import { DashboardJourneySlot } from "./dashboard-journey-slot.tsx"
import { AwayRepliesSlot } from "./away-replies-slot.tsx"
import { DashboardAppointmentsSlot } from "./dashboard-appointments-slot.tsx"

/** The dashboard composes features: greeting, credits (session-info card) and the sessions list. */
export const DashboardRoute = () => {
  useDocumentTitle("Dashboard")
  const user = useCurrentUser()
  const greeting = useAtomValue(signInGreetingAtom)
  if (user === null) return null
  return (
    <AppLayout actions={<AccountActions isAdmin={user.is_admin} />}>
      <PendingRecoveryKeyNotice />
      <WelcomeBanner aiName={user.ai_name} userId={user.id} />
      {user.is_verified ? null : <VerifyAddressNotice email={user.email} />}
      <DashboardGreeting
        name={user.name}
        aiName={user.ai_name}
        greeting={greeting}
        action={<SessionCta renderStart={(label) => <NewSessionButton label={label} />} />}
      />
      <SessionInfoCard />
      <HelpRow plan={<SafetyPlanButton />} />
      <DashboardAppointmentsSlot />
      <DashboardJourneySlot />
      <ChatList />
      <AwayRepliesSlot />
    </AppLayout>
  )
}
