import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export const field = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const label = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
})

export const optional = style({
  fontWeight: 400,
  color: vars.color.textMuted,
})

export const control = style({
  width: "100%",
  minHeight: "44px",
  padding: `10px ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    "&:hover": { borderColor: vars.color.textMuted },
    "&:focus-visible": {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: "1px",
      borderColor: vars.color.focus,
    },
    "&[aria-invalid='true']": { borderColor: vars.color.danger, borderWidth: "2px" },
    "&::placeholder": { color: vars.color.placeholder },
  },
})

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: 600,
})
