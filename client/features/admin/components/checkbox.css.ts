import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

/** The admin page's checkboxes: "Seleziona tutti" and one per row, each with a 44 px hit area. */
export { tapCheckLabel as checkboxLabel } from "../../../styles/checks.css.ts"

export const checkbox = style({
  width: "20px",
  height: "20px",
  margin: 0,
  accentColor: vars.color.brand,
  cursor: "pointer",
  flexShrink: 0,
  selectors: { "&:disabled": { cursor: "not-allowed" } },
})

export const checkboxHit = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "44px",
  minHeight: "44px",
  cursor: "pointer",
})
