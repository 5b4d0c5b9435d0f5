import { style } from "@vanilla-extract/css"

/** Icons sit in a line of text: as tall as the text, aligned on it, in its colour. */
export const icon = style({
  display: "inline-block",
  width: "1.15em",
  height: "1.15em",
  verticalAlign: "-0.2em",
  flexShrink: 0,
})
