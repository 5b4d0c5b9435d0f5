import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

/* The daily-activity chart of the admin page: an SVG of bars, its summary, and the same figures as a table. */

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
})

export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const plot = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
})

export const yAxis = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  alignItems: "flex-end",
  height: "160px",
  lineHeight: 1,
})

export const chart = style({ display: "block", width: "100%", height: "160px" })

export const xAxis = style({
  gridColumn: "2",
  display: "flex",
  justifyContent: "space-between",
  paddingTop: "4px",
})

export const bar = style({ fill: vars.color.brand })

export const barPeak = style({ fill: vars.color.accent })

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 })

export const details = style({ fontSize: vars.fontSize.sm })

export const detailsSummary = style({
  cursor: "pointer",
  fontWeight: 600,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
})

export const tableWrap = style({ overflowX: "auto", maxHeight: "360px", overflowY: "auto" })

export const table = style({ borderCollapse: "collapse", width: "100%", fontVariantNumeric: "tabular-nums" })

globalStyle(`${table} th, ${table} td`, {
  padding: `4px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
})

export const numeric = style({})

globalStyle(`${table} ${numeric}`, { textAlign: "right" })
