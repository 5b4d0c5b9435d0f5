import { toast } from "sonner"

/** SPEC §9: toasts last 5 s; the longer messages (instructions, session problems) 8 s. */
export const TOAST_DURATION_MS = 5_000
export const TOAST_DURATION_LONG_MS = 8_000

type Options = { readonly long?: boolean }

const duration = (options?: Options) => (options?.long === true ? TOAST_DURATION_LONG_MS : TOAST_DURATION_MS)

export const notify = {
  success: (message: string, options?: Options) => toast.success(message, { duration: duration(options) }),
  error: (message: string, options?: Options) => toast.error(message, { duration: duration(options) }),
  info: (message: string, options?: Options) => toast.info(message, { duration: duration(options) }),
  warning: (message: string, options?: Options) => toast.warning(message, { duration: duration(options) }),
}
