import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const wrap = style({ overflowX: "auto" })
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm })
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, textAlign: "left" })
export const cell = style({
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const number = style([cell, { textAlign: "right", fontVariantNumeric: "tabular-nums" }])
