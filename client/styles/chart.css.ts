import { style } from "@vanilla-extract/css"

import { vars } from "./theme.css.ts"

/* A chart drawn as SVG (admin activity, journey moods): y labels beside it, x labels under it, the same figures as
 * a table in a scrolled box. */

/** The y labels' column and the chart's. */
export const plot = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const yAxis = style({
  display: "flex",
  flexDirection: "column",
  justifyContent: "space-between",
  alignItems: "flex-end",
  height: "160px",
  lineHeight: 1,
})

export const svg = style({ display: "block", width: "100%", height: "160px" })

export const xAxis = style({
  gridColumn: "2",
  display: "flex",
  justifyContent: "space-between",
  paddingTop: "4px",
})

export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 })

export const tableWrap = style({ overflowX: "auto", maxHeight: "360px", overflowY: "auto" })
