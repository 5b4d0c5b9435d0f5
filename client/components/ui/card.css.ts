import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  "@media": {
    "(max-width: 480px)": { padding: vars.space.lg, borderRadius: vars.radius.md },
  },
})
