import { keyframes, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts"

/** Round icon buttons beside the message input (voice, image). */
export const iconButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.brand,
  cursor: "pointer",
  transition: "background-color 120ms ease, border-color 120ms ease, color 120ms ease",
  selectors: {
    "&:hover:not(:disabled):not([aria-disabled='true'])": {
      background: vars.color.brandSoft,
      borderColor: vars.color.brand,
    },
    "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.55 },
  },
})

const pulse = keyframes({
  "0%": { boxShadow: `0 0 0 0 rgba(163, 74, 36, 0.45)` },
  "100%": { boxShadow: `0 0 0 10px rgba(163, 74, 36, 0)` },
})

export const listening = style({
  background: vars.color.accent,
  borderColor: vars.color.accent,
  color: vars.color.onBrand,
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.accent, color: vars.color.onBrand },
  },
  "@media": {
    "(prefers-reduced-motion: no-preference)": { animation: `${pulse} 1.2s ease-out infinite` },
  },
})

export const icon = style({ width: "22px", height: "22px", display: "block" })

export const toolWrap = style({ position: "relative", display: "inline-flex" })

/** The "Cifrato nel browser" badge in the chat header. */
export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "32px",
  padding: `4px 12px`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.success}`,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.color.successSoftHover } },
})

export const badgeIcon = style({ width: "16px", height: "16px", flexShrink: 0 })

export const explanation = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  margin: 0,
  paddingLeft: "1.2em",
  lineHeight: 1.5,
})

export const fine = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
