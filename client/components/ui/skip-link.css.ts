import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"
import { visuallyHiddenRules } from "./visually-hidden.css.ts"

/** Hidden until the keyboard reaches it (the first Tab of the page), then at the top left, above everything. */
export const skipLink = style({
  ...visuallyHiddenRules,
  selectors: {
    "&:focus": {
      position: "fixed",
      top: vars.space.sm,
      left: vars.space.sm,
      width: "auto",
      height: "auto",
      margin: 0,
      clip: "auto",
      overflow: "visible",
      zIndex: 100,
      padding: `${vars.space.sm} ${vars.space.md}`,
      borderRadius: vars.radius.md,
      background: vars.color.surface,
      color: vars.color.text,
      fontWeight: 700,
      boxShadow: vars.shadow.card,
    },
  },
})
