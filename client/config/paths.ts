export const paths = {
  home: { path: "/", getHref: () => "/" },
  login: { path: "/login", getHref: () => "/login" },
  register: { path: "/register", getHref: () => "/register" },
  verifyEmail: { path: "/verify-email", getHref: () => "/verify-email" },
  paymentSuccess: { path: "/payment-success", getHref: () => "/payment-success" },
  paymentCancelled: { path: "/payment-cancelled", getHref: () => "/payment-cancelled" },
  dashboard: { path: "/dashboard", getHref: () => "/dashboard" },
  chat: { path: "/chat/:chatId", getHref: (chatId: string) => `/chat/${encodeURIComponent(chatId)}` },
  admin: { path: "/admin", getHref: () => "/admin" },
  resetPassword: { path: "/reset-password", getHref: () => "/reset-password" },
} as const
