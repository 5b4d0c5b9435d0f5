import { style } from "@vanilla-extract/css"

/** The rules of `visuallyHidden`, for a style that hides its element only in some layouts (inside "@media"). */
export const visuallyHiddenRules = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const

/** Read by screen readers, not shown: labels, captions and live regions that the layout makes visible otherwise. */
export const visuallyHidden = style(visuallyHiddenRules)
