import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const sectionHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
})

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

export const item = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const itemBody = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const itemTitle = style({
  fontWeight: 700,
  color: vars.color.text,
  textDecoration: "none",
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { textDecoration: "underline", color: vars.color.text } },
})

export const meta = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const badge = style({
  display: "inline-block",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontWeight: 600,
})

export const deleteButton = style({
  minHeight: "44px",
  minWidth: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.danger,
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.dangerSoft },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
})

export const empty = style({
  padding: vars.space.xl,
  textAlign: "center",
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: vars.space.md,
  color: vars.color.textMuted,
})
