import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const greeting = style({
  display: "flex",
  alignItems: "flex-end",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.md,
})

export const greetingText = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const title = style({ fontSize: vars.fontSize.xxl })

export const lead = style({ color: vars.color.textMuted })

/** The safety plan and the way to a person, side by side (stacked on a phone). */
export const helpRow = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })
