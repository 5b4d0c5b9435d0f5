import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const note = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.infoSoft,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.45,
})

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const title = style({ fontSize: vars.fontSize.md, fontFamily: "inherit", fontWeight: 700, margin: 0 })

export const small = style({ color: vars.color.textMuted })

export const close = style({ flexShrink: 0, minHeight: "44px" })
