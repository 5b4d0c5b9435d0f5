/** The chat header: back link, the assistant's name and tools, the session timer. */
import { style, styleVariants } from "@vanilla-extract/css"

import { outlinedPill } from "../../../styles/pill.css.ts"
import { vars } from "../../../styles/theme.css.ts"
import { narrow } from "./chat-layout.css.ts"

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
})

export const headerInner = style({
  maxWidth: "880px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [narrow]: { padding: `${vars.space.sm} 12px` } },
})

export const headerRow = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
})

export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  minWidth: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  flexShrink: 0,
  selectors: { "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text } },
})

export const backText = style({ "@media": { [narrow]: { display: "none" } } })

export const avatar = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: vars.fontSize.lg,
  flexShrink: 0,
  "@media": { [narrow]: { display: "none" } },
})

export const identity = style({ display: "flex", flexDirection: "column", minWidth: 0, flex: 1 })

export const titleLine = style({ display: "flex", alignItems: "center", gap: vars.space.sm, minWidth: 0 })

export const assistantName = style({
  fontSize: vars.fontSize.lg,
  minWidth: 0,
  overflowWrap: "anywhere",
  lineHeight: 1.2,
})

/** "· assistente AI" is never cut off: on a phone it moves under the name. */
export const aiLabel = style({
  fontFamily: vars.font.body,
  fontWeight: 400,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
  "@media": { [narrow]: { display: "block" } },
})

export const tools = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
})

export const badge = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brandHover,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
})

export const localNote = style({
  fontSize: vars.fontSize.sm,
  lineHeight: 1.35,
  "@media": { [narrow]: { fontSize: "0.8125rem" } },
  color: vars.color.text,
  background: vars.color.infoSoft,
  borderLeft: `3px solid ${vars.color.info}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
})

export const timer = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-end",
  flexShrink: 0,
  textAlign: "right",
  lineHeight: 1.2,
})

export const timerLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const timerValue = styleVariants({
  normal: { fontVariantNumeric: "tabular-nums", fontWeight: 700, fontSize: vars.fontSize.lg },
  low: {
    fontVariantNumeric: "tabular-nums",
    fontWeight: 700,
    fontSize: vars.fontSize.lg,
    color: vars.color.accent,
  },
  idle: { fontSize: vars.fontSize.sm, color: vars.color.textMuted, maxWidth: "11em" },
})

/** Small header buttons that open the chat tools' dialogs (rename, approach). */
export const headerButton = style([
  outlinedPill,
  {
    display: "inline-flex",
    alignItems: "center",
    gap: vars.space.xs,
    minHeight: "32px",
    padding: `2px ${vars.space.sm}`,
    flexShrink: 0,
    selectors: { "&:hover": { background: vars.color.surfaceMuted } },
  },
])
