export const paths = {
  home: { path: "/", getHref: () => "/" },
  login: { path: "/login", getHref: () => "/login" },
  register: { path: "/register", getHref: () => "/register" },
  verifyEmail: { path: "/verify-email", getHref: () => "/verify-email" },
  paymentSuccess: { path: "/payment-success", getHref: () => "/payment-success" },
  paymentCancelled: { path: "/payment-cancelled", getHref: () => "/payment-cancelled" },
  dashboard: { path: "/dashboard", getHref: () => "/dashboard" },
  chat: { path: "/chat/:chatId", getHref: (chatId: string) => `/chat/${encodeURIComponent(chatId)}` },
  /** A search result: the chat, scrolled to the message found (`?m=`), which is highlighted. */
  chatMessage: {
    getHref: (chatId: string, messageId: string) =>
      `/chat/${encodeURIComponent(chatId)}?m=${encodeURIComponent(messageId)}`,
  },
  search: { path: "/cerca", getHref: () => "/cerca" },
  admin: { path: "/admin", getHref: () => "/admin" },
  resetPassword: { path: "/reset-password", getHref: () => "/reset-password" },
  forgotPassword: { path: "/forgot-password", getHref: () => "/forgot-password" },
  account: { path: "/account", getHref: () => "/account" },
  privacy: { path: "/privacy", getHref: () => "/privacy" },
  journey: { path: "/percorso", getHref: () => "/percorso" },
  /** "Cosa vorrei dire" (issue 27): a note for a doctor or a psychologist, from the chosen summaries. */
  visitNote: { path: "/percorso/cosa-vorrei-dire", getHref: () => "/percorso/cosa-vorrei-dire" },
  /** Public (issue 27): human help, and what Cogi does in a crisis. */
  humanHelp: { path: "/parla-con-una-persona", getHref: () => "/parla-con-una-persona" },
  crisisProtocol: { path: "/protocollo-di-crisi", getHref: () => "/protocollo-di-crisi" },
} as const
