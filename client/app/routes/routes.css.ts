import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export const title = style({ fontSize: vars.fontSize.xxl, textAlign: "center" })

export const lead = style({ textAlign: "center", color: vars.color.textMuted })

/** The chat with the conversation list beside it (the list shows from 1024 px on). */
export const withSidebar = style({ display: "flex", minHeight: "100dvh" })

export const beside = style({ flex: 1, minWidth: 0 })
