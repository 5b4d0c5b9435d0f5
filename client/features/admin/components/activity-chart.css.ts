import { globalStyle, style } from "@vanilla-extract/css"

import * as charts from "../../../styles/chart.css.ts"
import { vars } from "../../../styles/theme.css.ts"

export { gridLine as grid, svg as chart, tableWrap, xAxis, yAxis } from "../../../styles/chart.css.ts"

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

export const plot = style([charts.plot, { fontVariantNumeric: "tabular-nums" }])

export const bar = style({ fill: vars.color.brand })

export const barPeak = style({ fill: vars.color.accent })

export const details = style({ fontSize: vars.fontSize.sm })

export const detailsSummary = style({
  cursor: "pointer",
  fontWeight: 600,
  minHeight: "44px",
  display: "flex",
  alignItems: "center",
})

export const table = style({ borderCollapse: "collapse", width: "100%", fontVariantNumeric: "tabular-nums" })

globalStyle(`${table} th, ${table} td`, {
  padding: `4px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
})

export const numeric = style({})

globalStyle(`${table} ${numeric}`, { textAlign: "right" })
