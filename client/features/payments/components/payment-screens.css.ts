import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const title = style({ fontSize: vars.fontSize.xxl, textAlign: "center" })

export const lead = style({ textAlign: "center", color: vars.color.textMuted })

export const icon = style({
  width: "56px",
  height: "56px",
  borderRadius: "50%",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontSize: "28px",
  alignSelf: "center",
  background: vars.color.brandSoft,
  color: vars.color.brand,
})

export const details = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const term = style({ fontWeight: 600, color: vars.color.textMuted })

export const value = style({ margin: 0, overflowWrap: "anywhere", fontWeight: 600 })

export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })
