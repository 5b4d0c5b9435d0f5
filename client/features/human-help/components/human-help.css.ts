import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const page = style({ display: "grid", gap: vars.space.md })
export const title = style({ fontSize: vars.fontSize.xxl, margin: 0 })
export const lead = style({ margin: 0 })
export const heading = style({ fontSize: vars.fontSize.xl, marginTop: vars.space.md, marginBottom: 0 })
export const intro = style({ margin: 0, color: vars.color.textMuted })
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm })
export const entry = style({
  display: "grid",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
})
export const name = style({ fontSize: vars.fontSize.lg, margin: 0 })
export const call = style({
  display: "inline-flex",
  alignItems: "center",
  justifySelf: "start",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.brandHover },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
})
export const icon = style({ width: "1.2em", height: "1.2em" })
export const text = style({ margin: 0 })
export const hours = style({ margin: 0, fontSize: vars.fontSize.sm })
export const source = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: "anywhere",
})
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })
