import { globalStyle, style } from "@vanilla-extract/css"

import { outlinedPill } from "../../../styles/pill.css.ts"
import { vars } from "../../../styles/theme.css.ts"

import { PHONE, STACKED } from "./admin-media.ts"

/* The admin page: heading, sections, search and filters, the selection bar, empty states. */

export const heading = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.md,
})

export const headingText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
})

export const title = style({
  fontSize: vars.fontSize.xxl,
  "@media": { [PHONE]: { fontSize: vars.fontSize.xl } },
})

export const lead = style({ color: vars.color.textMuted })

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md, minWidth: 0 })

export const sectionHeader = style({
  display: "flex",
  alignItems: "baseline",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
})

export const sectionMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

// Toolbar: search, filters, selection
export const toolbar = style({
  display: "grid",
  gridTemplateColumns: "minmax(220px, 1fr) auto",
  alignItems: "end",
  gap: vars.space.md,
  "@media": { [STACKED]: { gridTemplateColumns: "1fr" } },
})

export const filters = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const filtersLegend = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  padding: 0,
  marginBottom: vars.space.xs,
})

export const filterOptions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs })

export const filterInput = style({
  position: "absolute",
  opacity: 0,
  width: "1px",
  height: "1px",
  margin: 0,
})

export const filterOption = style([
  outlinedPill,
  {
    display: "inline-flex",
    alignItems: "center",
    minHeight: "44px",
    padding: `8px ${vars.space.md}`,
    position: "relative",
    whiteSpace: "nowrap",
    selectors: { "&:hover": { borderColor: vars.color.textMuted } },
  },
])

globalStyle(`${filterInput}:checked + ${filterOption}`, {
  background: vars.color.brand,
  borderColor: vars.color.brand,
  color: vars.color.onBrand,
})

globalStyle(`${filterInput}:focus-visible + ${filterOption}`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
})

export const bulkBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const bulkBarActive = style({ background: vars.color.accentSoft })

export const bulkBarActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
})

export const icon = style({ width: "1em", height: "1em", flexShrink: 0, verticalAlign: "-0.125em" })

export const actionButton = style({
  minHeight: "40px",
  padding: `6px 10px`,
  whiteSpace: "nowrap",
  fontSize: vars.fontSize.sm,
  borderWidth: "1px",
})

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.textMuted,
})

export const emptyTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
})
