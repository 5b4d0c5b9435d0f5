/** The note above the input while the last message is being edited. */
import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const editingNote = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
