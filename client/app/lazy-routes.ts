import { createElement, lazy, useState, type ComponentType } from "react"

/**
 * A route screen in its own chunk that can be fetched ahead of its first render. Once the chunk is in, the
 * route renders it directly: a lazy component would suspend for a tick even then, and React holds a revealed
 * Suspense boundary back for up to 300 ms (its fallback throttle), which is most of a chat's opening time.
 */
const preloadable = <M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) => {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<M> | null = null
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = pick(module)
        return module
      },
      (error: unknown) => {
        pending = null
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then((module) => ({ default: pick(module) })))
  // each mounted route keeps the component it started with, so that it never remounts when the chunk lands
  const Route = (props: P) => {
    const [component] = useState(() => loaded ?? Lazy)
    return createElement(component, props)
  }
  return { Route, preload }
}

/**
 * Screens outside the first load (login and dashboard): each is its own chunk, fetched when its route is
 * first visited, so the first visit downloads only what it shows.
 */
const chatRoute = preloadable(
  () => import("./routes/chat-route.tsx"),
  (m) => m.ChatRoute,
)
const adminRoute = preloadable(
  () => import("./routes/admin-route.tsx"),
  (m) => m.AdminRoute,
)

export const ChatRoute = chatRoute.Route
const searchRoute = preloadable(
  () => import("./routes/chat-route.tsx"),
  (m) => m.SearchRoute,
)
export const SearchRoute = searchRoute.Route
export const AdminRoute = adminRoute.Route

const CHAT_PREFIX = "/chat/"

/**
 * Opening the app on a chat or /admin: fetch that screen's chunk while the session is being restored, not
 * after (the route then renders it at once); a chat's own GET starts as soon as its chunk is in.
 */
export const preloadRouteChunk = (pathname: string) => {
  const chatId = pathname.startsWith(CHAT_PREFIX) ? pathname.slice(CHAT_PREFIX.length) : null
  if (chatId !== null && chatId !== "" && !chatId.includes("/"))
    void chatRoute
      .preload()
      .then((m) => m.prefetchChat(decodeURIComponent(chatId)))
      .catch(() => {})
  else if (pathname === "/admin") void adminRoute.preload().catch(() => {})
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
export const JourneyRoute = lazy(() =>
  import("./routes/journey-route.tsx").then((m) => ({ default: m.JourneyRoute })),
)
export const VisitNoteRoute = lazy(() =>
  import("./routes/journey-route.tsx").then((m) => ({ default: m.VisitNoteRoute })),
)
export const HumanHelpPage = lazy(() =>
  import("../features/human-help/components/human-help-page.tsx").then((m) => ({ default: m.HumanHelpPage })),
)
export const CrisisProtocolPage = lazy(() =>
  import("../features/crisis-protocol/components/crisis-protocol-page.tsx").then((m) => ({
    default: m.CrisisProtocolPage,
  })),
)
