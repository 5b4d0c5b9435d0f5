/** The scrolling conversation: the list, the empty state with its topics, the typing dots, the jump button. */
import { keyframes, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"
import { narrow } from "./chat-layout.css.ts"

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

export const jump = style({
  position: "sticky",
  bottom: vars.space.sm,
  alignSelf: "center",
  boxShadow: vars.shadow.card,
})
