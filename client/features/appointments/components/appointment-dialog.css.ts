import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const textarea = style({ minHeight: "88px", resize: "vertical", lineHeight: 1.5 })

export const counter = style({
  alignSelf: "flex-end",
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: "tabular-nums",
})

export const checkboxRow = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `2px ${vars.space.sm}`,
  alignItems: "start",
  cursor: "pointer",
})

export const checkbox = style({
  gridRow: "1 / span 2",
  width: "20px",
  height: "20px",
  margin: "2px 0 0",
  accentColor: vars.color.brand,
})

export const checkboxLabel = style({ fontWeight: 600 })

export const checkboxHint = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const summary = style({
  padding: `12px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontWeight: 600,
})

export const labelRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm })

/** Wider than the other dialogs: a date and a time side by side, each shown whole. */
export const wideContent = style({ width: "min(560px, calc(100vw - 24px))" })
