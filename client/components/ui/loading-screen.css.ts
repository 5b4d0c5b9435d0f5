import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export const screen = style({
  minHeight: "60vh",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
})
