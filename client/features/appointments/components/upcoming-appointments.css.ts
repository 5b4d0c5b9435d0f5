import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const header = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const title = style({ fontSize: vars.fontSize.xl, outline: "none" })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
})

export const item = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
})

export const when = style({ display: "flex", flexDirection: "column", gap: "2px", minWidth: 0 })

export const whenText = style({ fontWeight: 700 })

export const notes = style({ overflowWrap: "anywhere", whiteSpace: "pre-wrap" })
