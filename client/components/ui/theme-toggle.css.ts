import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export const group = style({
  display: "inline-flex",
  flexShrink: 0,
  boxSizing: "border-box",
  width: "116px",
  height: "42px",
  margin: 0,
  padding: "2px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  minInlineSize: 0,
})

export const option = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted },
    "&:has(input:checked)": { color: vars.color.onBrand, background: vars.color.brand },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
})

/** The native radio stays in the page (keyboard, screen readers), unseen: its label is the visible control. */
export const radio = style({
  position: "absolute",
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: "pointer",
})
