import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.lg, maxWidth: "760px" })

export const title = style({ fontSize: vars.fontSize.xxl })

export const lead = style({ color: vars.color.textMuted })

export const sectionTitle = style({ fontSize: vars.fontSize.xl })

export const itemTitle = style({ fontSize: vars.fontSize.md, fontFamily: "inherit", fontWeight: 700 })

export { tapCheckLabel as switchRow } from "../../../styles/checks.css.ts"

export const switchInput = style({ width: "22px", height: "22px", accentColor: vars.color.brand })

export const section = style({ display: "flex", flexDirection: "column", gap: vars.space.md })
