import { style } from "@vanilla-extract/css"

/** The toggle's box: three 36 px options, 2 px padding, 1 px border. */
export const themeToggleSize = style({
  display: "inline-block",
  width: "116px",
  height: "42px",
  flexShrink: 0,
})
