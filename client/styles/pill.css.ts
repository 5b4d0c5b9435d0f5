import { style } from "@vanilla-extract/css"

import { vars } from "./theme.css.ts"

/**
 * A small outlined pill the user presses (a filter chip, a header button, a chart/table switch): each use sets its
 * height, padding and hover.
 */
export const outlinedPill = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  cursor: "pointer",
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
})
