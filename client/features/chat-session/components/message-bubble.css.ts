/** One message: its bubble, sender, time, image and notes. */
import { globalStyle, style, styleVariants } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const messageItem = styleVariants({
  user: { display: "flex", flexDirection: "column", alignItems: "flex-end", gap: vars.space.xs },
  assistant: { display: "flex", flexDirection: "column", alignItems: "flex-start", gap: vars.space.xs },
})

/** The message a search result led to. */
export const found = style({
  borderRadius: vars.radius.md,
  outline: `3px solid ${vars.color.accent}`,
  outlineOffset: "6px",
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

export const cursor = style({
  display: "inline-block",
  width: "0.5em",
  marginLeft: "1px",
  borderBottom: `2px solid ${vars.color.textMuted}`,
})

export const meta = style({ display: "flex", alignItems: "center", gap: vars.space.sm })

export const actions = style({ display: "inline-flex", alignItems: "center" })

export const actionButton = style({
  minHeight: "32px",
  padding: `0 ${vars.space.sm}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: "0.75rem",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
})

/** Read out by screen readers; the button's own text shows the confirmation to the eye. */
export { visuallyHidden as actionStatus } from "../../../components/ui/visually-hidden.css.ts"
