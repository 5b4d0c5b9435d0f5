import { globalStyle, style } from "@vanilla-extract/css"

import { visuallyHiddenRules } from "../../../components/ui/visually-hidden.css.ts"
import { vars } from "../../../styles/theme.css.ts"

import { STACKED } from "./admin-media.ts"

export { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts"

export { checkbox, checkboxHit, checkboxLabel } from "./checkbox.css.ts"
export { badge, badges } from "./status-badge.css.ts"

// User table (a table from 1001 px up, stacked cards below)
export const tableWrap = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  // A very long address cannot push the page sideways: at worst the table scrolls inside its frame.
  overflowX: "auto",
  "@media": {
    [STACKED]: {
      background: "transparent",
      border: 0,
      borderRadius: 0,
      boxShadow: "none",
      overflow: "visible",
    },
  },
})

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: vars.fontSize.sm,
  "@media": { [STACKED]: { display: "block" } },
})

globalStyle(`${table} thead th`, {
  textAlign: "left",
  padding: `${vars.space.sm} 6px`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: "nowrap",
})

globalStyle(`${table} tbody > tr > *`, {
  padding: `${vars.space.sm} 6px`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
})

globalStyle(`${table} tbody tr:last-child > *`, { "@media": { "(min-width: 1001px)": { borderBottom: 0 } } })

globalStyle(`${table} tbody th`, { textAlign: "left", fontWeight: 400 })

export const numeric = style({ textAlign: "right", fontVariantNumeric: "tabular-nums" })

globalStyle(`${table} thead th${numeric}`, { textAlign: "right" })

export const tableHead = style({
  "@media": {
    [STACKED]: visuallyHiddenRules,
  },
})

export const tableBody = style({
  "@media": { [STACKED]: { display: "flex", flexDirection: "column", gap: vars.space.md } },
})

export const row = style({
  "@media": {
    [STACKED]: {
      display: "grid",
      gridTemplateColumns: "44px minmax(0, 1fr)",
      columnGap: vars.space.xs,
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.card,
      padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
    },
  },
})

export const rowSelected = style({ background: vars.color.brandSoft })

globalStyle(`${rowSelected} > *`, { background: vars.color.brandSoft })

globalStyle(`${table} ${row} > *`, {
  "@media": {
    [STACKED]: {
      display: "flex",
      justifyContent: "space-between",
      alignItems: "center",
      gap: vars.space.md,
      gridColumn: "1 / -1",
      padding: `6px 0`,
      borderBottom: `1px dashed ${vars.color.border}`,
      background: "transparent",
    },
  },
})

globalStyle(`${table} ${row} > :last-child`, {
  "@media": { [STACKED]: { borderBottom: 0, paddingTop: vars.space.sm } },
})

export const selectCell = style({ width: "52px" })

globalStyle(`${table} tbody > tr > ${selectCell}, ${table} thead th:first-child`, {
  paddingLeft: vars.space.sm,
  paddingRight: 0,
})

globalStyle(`${table} ${row} > ${selectCell}`, {
  "@media": { [STACKED]: { gridColumn: "1", borderBottom: 0, justifyContent: "flex-start", padding: 0 } },
})

export const userCell = style({ minWidth: "190px", "@media": { [STACKED]: { minWidth: 0 } } })

globalStyle(`${table} ${row} > ${userCell}`, {
  "@media": {
    [STACKED]: {
      gridColumn: "2",
      justifyContent: "flex-start",
      borderBottom: `1px solid ${vars.color.border}`,
    },
  },
})

export const userName = style({
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  overflowWrap: "break-word",
})

export const userEmail = style({ color: vars.color.textMuted, overflowWrap: "anywhere" })

export const userIdentity = style({ display: "flex", flexDirection: "column", minWidth: 0 })

/** Shown only on the stacked cards, where the column headers are hidden (aria-hidden: the header is read). */
export const cellLabel = style({
  display: "none",
  color: vars.color.textMuted,
  fontWeight: 600,
  "@media": { [STACKED]: { display: "inline" } },
})

export const cellValue = style({
  "@media": { [STACKED]: { textAlign: "right" } },
})

/**
 * "Reset password" and "Elimina" side by side when there is room, one above the other when there is not: the
 * last column never pushes the table past its frame at 1280 px (issue 28, with a long status or address).
 */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "flex-end",
  gap: vars.space.xs,
  "@media": { [STACKED]: { flexWrap: "wrap", justifyContent: "flex-start" } },
})

export { actionButton } from "./admin.css.ts"
