import { lazy } from "react"

/**
 * Screens outside the first load (login and dashboard): each is its own chunk, fetched when its route is
 * first visited, so the first visit downloads only what it shows.
 */
const loadChatRoute = () => import("./routes/chat-route.tsx")
const loadAdminRoute = () => import("./routes/admin-route.tsx")

export const ChatRoute = lazy(() => loadChatRoute().then((m) => ({ default: m.ChatRoute })))
export const AdminRoute = lazy(() => loadAdminRoute().then((m) => ({ default: m.AdminRoute })))

/**
 * Opening the app on a chat or /admin: fetch that screen's chunk while the session is being restored, not
 * after (the browser keeps the module, and the lazy route then finds it ready).
 */
export const preloadRouteChunk = (pathname: string) => {
  if (pathname.startsWith("/chat/")) void loadChatRoute()
  else if (pathname === "/admin") void loadAdminRoute()
}
export const PaymentSuccessPage = lazy(() =>
  import("../features/payments/components/payment-success-page.tsx").then((m) => ({
    default: m.PaymentSuccessPage,
  })),
)
export const PaymentCancelledPage = lazy(() =>
  import("../features/payments/components/payment-cancelled-page.tsx").then((m) => ({
    default: m.PaymentCancelledPage,
  })),
)
export const ResetPasswordPage = lazy(() =>
  import("../features/password-reset/components/reset-password-page.tsx").then((m) => ({
    default: m.ResetPasswordPage,
  })),
)
export const VerifyEmailPage = lazy(() =>
  import("../features/auth/components/verify-email-page.tsx").then((m) => ({ default: m.VerifyEmailPage })),
)
export const RegisterPage = lazy(() =>
  import("../features/auth/components/register-page.tsx").then((m) => ({ default: m.RegisterPage })),
)
export const AccountRoute = lazy(() =>
  import("./routes/account-route.tsx").then((m) => ({ default: m.AccountRoute })),
)
export const ForgotPasswordPage = lazy(() =>
  import("../features/password-reset/components/forgot-password-page.tsx").then((m) => ({
    default: m.ForgotPasswordPage,
  })),
)
export const PrivacyPage = lazy(() =>
  import("../features/privacy/components/privacy-page.tsx").then((m) => ({ default: m.PrivacyPage })),
)
