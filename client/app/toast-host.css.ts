import { globalStyle } from "@vanilla-extract/css"

/**
 * sonner's light rich colours, darkened to at least 4.5:1 on their tinted backgrounds (WCAG AA for small text).
 * `:root` outranks sonner's own rule; its dark colours already pass.
 */
globalStyle(":root [data-sonner-toaster][data-sonner-theme='light']", {
  vars: {
    "--success-text": "#0b5d2a",
    "--error-text": "#a30015",
    "--info-text": "#0a4f94",
    "--warning-text": "#7a4300",
  },
})
