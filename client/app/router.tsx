import { Suspense } from "react"
import { Redirect, Route, Switch } from "wouter"

import { paths } from "../config/paths.ts"
import { LoginPage } from "../features/auth/components/login-page.tsx"
import { LoadingScreen } from "../components/ui/loading-screen.tsx"
import { GuestOnly, RequireAdmin, RequireAuth } from "./guards.tsx"
import {
  AccountRoute,
  AdminRoute,
  ChatRoute,
  CrisisProtocolPage,
  ForgotPasswordPage,
  HumanHelpPage,
  JourneyRoute,
  PaymentCancelledPage,
  PaymentSuccessPage,
  PrivacyPage,
  RegisterPage,
  ResetPasswordPage,
  SearchRoute,
  VerifyEmailPage,
  VisitNoteRoute,
} from "./lazy-routes.ts"
import { DashboardRoute } from "./routes/dashboard-route.tsx"
import { NotFoundPage } from "./routes/not-found-page.tsx"

/** SPEC §2: every route and its access rule. Screens beyond login and dashboard load on first visit. */
export const AppRouter = () => (
  <Suspense fallback={<LoadingScreen />}>
    <Switch>
      <Route path={paths.home.path}>
        <Redirect to={paths.dashboard.getHref()} replace />
      </Route>
      <Route path={paths.login.path}>
        <GuestOnly>
          <LoginPage />
        </GuestOnly>
      </Route>
      <Route path={paths.register.path}>
        <GuestOnly>
          <RegisterPage />
        </GuestOnly>
      </Route>
      <Route path={paths.verifyEmail.path}>
        <VerifyEmailPage />
      </Route>
      <Route path={paths.resetPassword.path}>
        <ResetPasswordPage />
      </Route>
      <Route path={paths.forgotPassword.path}>
        <ForgotPasswordPage />
      </Route>
      <Route path={paths.privacy.path}>
        <PrivacyPage />
      </Route>
      <Route path={paths.humanHelp.path}>
        <HumanHelpPage />
      </Route>
      <Route path={paths.crisisProtocol.path}>
        <CrisisProtocolPage />
      </Route>
      <Route path={paths.paymentSuccess.path}>
        <PaymentSuccessPage />
      </Route>
      <Route path={paths.paymentCancelled.path}>
        <PaymentCancelledPage />
      </Route>
      <Route path={paths.dashboard.path}>
        <RequireAuth>
          <DashboardRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.chat.path}>
        {(params) => (
          <RequireAuth>
            <ChatRoute chatId={params.chatId} />
          </RequireAuth>
        )}
      </Route>
      <Route path={paths.search.path}>
        <RequireAuth>
          <SearchRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.account.path}>
        <RequireAuth>
          <AccountRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.journey.path}>
        <RequireAuth>
          <JourneyRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.visitNote.path}>
        <RequireAuth>
          <VisitNoteRoute />
        </RequireAuth>
      </Route>
      <Route path={paths.admin.path}>
        <RequireAuth>
          <RequireAdmin>
            <AdminRoute />
          </RequireAdmin>
        </RequireAuth>
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  </Suspense>
)
