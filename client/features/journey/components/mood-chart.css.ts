import { globalStyle, style } from "@vanilla-extract/css"

import * as charts from "../../../styles/chart.css.ts"
import { outlinedPill } from "../../../styles/pill.css.ts"
import { vars } from "../../../styles/theme.css.ts"

export { gridLine as grid, plot, tableWrap, xAxis } from "../../../styles/chart.css.ts"

export const wrap = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minWidth: 0 })

export const toolbar = style({ display: "flex", justifyContent: "flex-end" })

export const toggle = style([outlinedPill, { minHeight: "44px", padding: `0 ${vars.space.md}` }])

export const empty = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const yAxis = style([charts.yAxis, { padding: "4px 0" }])

/** The dots at the edges are drawn past the SVG's box. */
export const chart = style([charts.svg, { overflow: "visible" }])

export const legendText = style({
  gridColumn: "2",
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  flexWrap: "wrap",
})

export const line = style({ fill: "none", stroke: vars.color.brand, strokeWidth: 2 })

const dot = { strokeWidth: 12, strokeLinecap: "round" } as const
export const dotStart = style({ ...dot, stroke: vars.color.brand })
export const dotEnd = style({ ...dot, stroke: vars.color.accent })

const key = { display: "inline-block", width: "10px", height: "10px", borderRadius: "50%" } as const
export const keyStart = style({ ...key, background: vars.color.brand })
export const keyEnd = style({ ...key, background: vars.color.accent, marginLeft: vars.space.sm })

export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: vars.fontSize.sm })

globalStyle(`${table} th, ${table} td`, {
  padding: `6px ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  verticalAlign: "top",
})

export const rowButton = style({
  minHeight: "36px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.danger,
  fontWeight: 600,
  cursor: "pointer",
})
