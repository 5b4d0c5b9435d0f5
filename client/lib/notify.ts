/** SPEC §9: toasts last 5 s; the longer messages (instructions, session problems) 8 s. */
export const TOAST_DURATION_MS = 5_000
export const TOAST_DURATION_LONG_MS = 8_000

type Options = { readonly long?: boolean }
type Kind = "success" | "error" | "info" | "warning"

const duration = (options?: Options) => (options?.long === true ? TOAST_DURATION_LONG_MS : TOAST_DURATION_MS)

/**
 * sonner is not part of the first load (no screen opens with a toast): it is fetched on the first toast or
 * when the app is idle. sonner keeps a toast raised before its Toaster mounts and shows it on mount.
 */
export const loadSonner = () => import("sonner")

const show = (kind: Kind) => (message: string, options?: Options) => {
  void loadSonner().then(({ toast }) => toast[kind](message, { duration: duration(options) }))
}

export const notify = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  /** Every toast on screen goes (the crisis panel was raised: nothing else stands beside it). */
  dismissAll: () => void loadSonner().then(({ toast }) => toast.dismiss()),
}
