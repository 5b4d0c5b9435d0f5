import { globalStyle, keyframes, style, styleVariants } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export { visuallyHidden as srOnly } from "../../../components/ui/visually-hidden.css.ts"

const narrow = "(max-width: 560px)"

/** The whole screen is one column as tall as the window: header, messages (scrolling), input. */
export const page = style({
  height: "100dvh",
  minHeight: "480px",
  display: "flex",
  flexDirection: "column",
  background: vars.color.bg,
})

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

export const main = style({
  flex: 1,
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
})

export const scroller = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  overscrollBehavior: "contain",
  position: "relative",
  // The list keeps its place itself when earlier messages are shown (message-list.tsx).
  overflowAnchor: "none",
})

export const earlier = style({
  alignSelf: "center",
  marginBottom: vars.space.md,
})

export const column = style({
  maxWidth: "880px",
  margin: "0 auto",
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  "@media": { [narrow]: { padding: `${vars.space.md} 12px` } },
})

export const messageList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
})

export const messageItem = styleVariants({
  user: { display: "flex", flexDirection: "column", alignItems: "flex-end", gap: vars.space.xs },
  assistant: { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.xs },
})

export const sender = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 600 })

const bubbleBase = style({
  maxWidth: "min(640px, 88%)",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

export const bubble = styleVariants({
  user: [
    bubbleBase,
    { background: vars.color.brand, color: vars.color.onBrand, borderBottomRightRadius: vars.radius.sm },
  ],
  assistant: [
    bubbleBase,
    {
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderBottomLeftRadius: vars.radius.sm,
    },
  ],
})

export const locked = style({ fontStyle: "italic", opacity: 0.9 })

export const bubbleNote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const time = style({ fontSize: "0.75rem", color: vars.color.textMuted })

export const imageFrame = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

globalStyle(`${imageFrame} img`, {
  display: "block",
  maxWidth: "100%",
  maxHeight: "320px",
  height: "auto",
  borderRadius: vars.radius.md,
})

export const imagePlaceholder = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: "rgba(255, 255, 255, 0.16)",
  border: "1px dashed currentColor",
  fontSize: vars.fontSize.sm,
})

const blink = keyframes({
  "0%, 80%, 100%": { opacity: 0.25, transform: "translateY(0)" },
  "40%": { opacity: 1, transform: "translateY(-3px)" },
})

export const typing = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "5px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
})

export const dot = style({
  width: "8px",
  height: "8px",
  borderRadius: "50%",
  background: vars.color.textMuted,
  animation: `${blink} 1.2s infinite ease-in-out`,
  selectors: {
    "&:nth-child(2)": { animationDelay: "0.15s" },
    "&:nth-child(3)": { animationDelay: "0.3s" },
  },
  "@media": { "(prefers-reduced-motion: reduce)": { animation: "none", opacity: 0.6 } },
})

export const cursor = style({
  display: "inline-block",
  width: "0.5em",
  marginLeft: "1px",
  borderBottom: `2px solid ${vars.color.textMuted}`,
})

export const empty = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  gap: vars.space.md,
  padding: `${vars.space.xl} 0`,
})

export const emptyTitle = style({ fontSize: vars.fontSize.xl })

export const emptyLead = style({ color: vars.color.textMuted, maxWidth: "34em" })

export const pills = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space.sm,
})

export const pill = style({
  minHeight: "44px",
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brandHover,
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.brandSoft },
    "&:disabled": { opacity: 0.6, cursor: "not-allowed" },
  },
})

export const crisisCard = style({
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
})

export const crisisTitle = style({ fontSize: vars.fontSize.lg })

export const crisisList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [narrow]: { gridTemplateColumns: "1fr" } },
  gap: vars.space.sm,
})

export const crisisItem = style({
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const crisisPhone = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.danger,
  selectors: { "&:hover": { color: vars.color.text } },
})

export const crisisSmall = style({ fontSize: vars.fontSize.sm })

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

export const footer = style({
  flexShrink: 0,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
})

export const footerInner = style({
  maxWidth: "880px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [narrow]: { padding: `${vars.space.sm} 12px` } },
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

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const formRow = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.sm,
  "@media": { [narrow]: { gap: "6px" } },
})

export const field = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const textarea = style({
  flex: 1,
  minWidth: 0,
  minHeight: "48px",
  maxHeight: "200px",
  resize: "none",
  padding: `12px ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.text,
  lineHeight: 1.4,
  "@media": { [narrow]: { padding: "12px" } },
  selectors: {
    "&::placeholder": { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" },
    "&:disabled": { background: vars.color.surfaceMuted, cursor: "not-allowed" },
    "&[readonly]": { background: vars.color.surfaceMuted },
  },
})

export const iconButton = style({
  minWidth: "48px",
  minHeight: "48px",
  padding: `0 ${vars.space.md}`,
  flexShrink: 0,
  "@media": { [narrow]: { padding: "0 12px" } },
})

export const slot = style({ display: "contents" })

export const attachment = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const hint = style({
  fontSize: "0.75rem",
  textAlign: "center",
  color: vars.color.textMuted,
  "@media": { [narrow]: { display: "none" } },
})

export const jump = style({
  position: "sticky",
  bottom: vars.space.sm,
  alignSelf: "center",
  boxShadow: vars.shadow.card,
})

/** Small header buttons that open the chat tools' dialogs (rename, approach). */
export const headerButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "32px",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
  flexShrink: 0,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
})

/** Shown only on a phone (the header keeps it on wider screens). */
export const narrowOnly = style({ display: "none", "@media": { [narrow]: { display: "block" } } })

/** Words that a phone drops from a header button (the accessible name keeps them). */
export const wideOnly = style({ "@media": { [narrow]: { display: "none" } } })
