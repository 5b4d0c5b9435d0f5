import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const page = style({ display: "grid", gap: vars.space.md })
export const title = style({ fontSize: vars.fontSize.xxl })
export const heading = style({ fontSize: vars.fontSize.xl, marginTop: vars.space.md })
export const list = style({ margin: 0, paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs })
export const links = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md })
