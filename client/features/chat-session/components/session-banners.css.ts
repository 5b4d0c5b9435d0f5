/** The ended-session banner and the panel offered as the session nears its end. */
import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"
import { narrow } from "./chat-layout.css.ts"

export const banner = style({
  flexShrink: 0,
  background: vars.color.accentSoft,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const bannerInner = style({
  maxWidth: "880px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [narrow]: { padding: `${vars.space.sm} 12px` } },
})

export const bannerText = style({ display: "flex", flexDirection: "column", gap: "2px", flex: "1 1 240px" })

export const bannerActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  flex: "0 1 auto",
})

export const bannerButton = style({
  "@media": { [narrow]: { padding: "8px 14px", minHeight: "44px", fontSize: "0.9375rem" } },
})

export const panel = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSoft,
  borderLeft: `4px solid ${vars.color.info}`,
})

export const notSent = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
