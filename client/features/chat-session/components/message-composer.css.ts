/** The message input, its buttons and the attached image. */
import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"
import { narrow } from "./chat-layout.css.ts"

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

/**
 * One row on a wide screen (image, voice, text, send). On a phone the text takes the whole first line and the
 * buttons wrap beneath it (image and voice on the left, send on the right), so the field keeps nearly all the width.
 */
export const formRow = style({
  display: "flex",
  alignItems: "flex-end",
  gap: vars.space.sm,
  "@media": { [narrow]: { flexWrap: "wrap", alignItems: "center", gap: "6px" } },
})

export const field = style({
  flex: 1,
  minWidth: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  "@media": { [narrow]: { order: -1, flexBasis: "100%" } },
})

/** The send (or stop) button: at the end of the row, or alone on the right of the phone's button line. */
export const sendButton = style({ "@media": { [narrow]: { marginLeft: "auto" } } })

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

export const attachment = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const thumbnail = style({
  display: "inline-flex",
  flexShrink: 0,
  width: "56px",
  height: "56px",
  overflow: "hidden",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  alignItems: "center",
  justifyContent: "center",
})

globalStyle(`${thumbnail} img`, { width: "100%", height: "100%", objectFit: "cover", display: "block" })

export const hint = style({
  fontSize: "0.75rem",
  textAlign: "center",
  color: vars.color.textMuted,
  "@media": { [narrow]: { display: "none" } },
})
