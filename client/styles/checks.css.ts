import { style } from "@vanilla-extract/css"

import { vars } from "./theme.css.ts"

/** A one-line checkbox or switch with its label, 44 px tall to tap (admin selection, journey memory). */
export const tapCheckLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  fontWeight: 600,
  cursor: "pointer",
})

/** A checkbox before a sentence or two (consent, "I saved the key"): the box on the first line, the text beside it. */
export const checkRow = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  fontSize: vars.fontSize.sm,
})

/** The box of a `checkRow`, lined up with the text's first line. */
export const checkRowBox = style({ marginTop: "4px", width: "18px", height: "18px", flexShrink: 0 })

/** What is wrong with a `checkRow` (it must be ticked), under it. */
export const checkRowError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.xs,
})
