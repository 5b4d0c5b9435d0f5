import { style, styleVariants } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

const base = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: "4px solid",
  fontSize: vars.fontSize.md,
})

export const notice = styleVariants({
  info: [base, { background: vars.color.infoSoft, borderColor: vars.color.info, color: vars.color.text }],
  success: [
    base,
    { background: vars.color.successSoft, borderColor: vars.color.success, color: vars.color.text },
  ],
  warning: [
    base,
    { background: vars.color.accentSoft, borderColor: vars.color.accent, color: vars.color.text },
  ],
  error: [
    base,
    { background: vars.color.dangerSoft, borderColor: vars.color.danger, color: vars.color.text },
  ],
})

export const title = style({ fontWeight: 700 })
