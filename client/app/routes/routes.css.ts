import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export const title = style({ fontSize: vars.fontSize.xxl, textAlign: "center" })

export const lead = style({ textAlign: "center", color: vars.color.textMuted })
