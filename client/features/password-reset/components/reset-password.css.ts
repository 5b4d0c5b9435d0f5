import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const heading = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const title = style({
  fontSize: vars.fontSize.xxl,
  "@media": { "(max-width: 480px)": { fontSize: vars.fontSize.xl } },
})

export const subtitle = style({ color: vars.color.textMuted })

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const alternate = style({ textAlign: "center", color: vars.color.textMuted })

export const statusIcon = style({
  alignSelf: "center",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: "50%",
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
})

export const centered = style({ textAlign: "center" })

export const check = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  fontSize: vars.fontSize.sm,
})
export const checkbox = style({ marginTop: "4px", width: "18px", height: "18px", flexShrink: 0 })
export const fieldError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.xs,
})
