import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const page = style({
  display: "grid",
  gap: vars.space.lg,
  maxWidth: "720px",
  margin: "0 auto",
  width: "100%",
})
export const title = style({ fontSize: vars.fontSize.xxl })
export const section = style({ display: "grid", gap: vars.space.md })
export const sectionTitle = style({ fontSize: vars.fontSize.xl })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const form = style({ display: "grid", gap: vars.space.md })
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
export const facts = style({ display: "grid", gap: vars.space.xs, margin: 0 })
export const fact = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
export const factLabel = style({ fontWeight: 600, minWidth: "10rem" })
export const danger = style({ borderColor: vars.color.danger })
export { tapCheckLabel as switchRow } from "../../../styles/checks.css.ts"
export const switchInput = style({ width: "22px", height: "22px", accentColor: vars.color.brand })

/** The account's address, a long one wrapping rather than widening the card. */
export const address = style({ overflowWrap: "anywhere" })
