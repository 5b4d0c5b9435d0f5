import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const heading = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const title = style({ fontSize: vars.fontSize.xxl })

export const lead = style({ color: vars.color.textMuted })

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md })
