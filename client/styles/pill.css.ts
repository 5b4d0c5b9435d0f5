import { style } from "@vanilla-extract/css"

import { vars } from "./theme.css.ts"

/**
 * A small outlined pill the user presses (a filter chip, a header button, a chart/table switch): each use sets its
 * height, padding and hover.
 */
export const outlinedPill = style({
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  cursor: "pointer",
})
