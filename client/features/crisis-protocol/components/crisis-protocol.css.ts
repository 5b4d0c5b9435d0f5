import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const page = style({ display: "grid", gap: vars.space.md })
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 })
export const heading = style({ fontSize: vars.fontSize.xl, marginTop: vars.space.md, marginBottom: 0 })
export const text = style({ margin: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs })
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: vars.fontSize.sm })
export const cell = style({
  textAlign: "left",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const number = style([cell, { textAlign: "right", fontVariantNumeric: "tabular-nums" }])
export const tableWrap = style({ overflowX: "auto" })
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })
