import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const choices = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

export const choice = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  minHeight: "44px",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
})

export const choiceBox = style({ marginTop: "3px", width: "20px", height: "20px", flexShrink: 0 })

export const choiceText = style({ display: "flex", flexDirection: "column", gap: vars.space.xs, minWidth: 0 })

export const preview = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
})

export const field = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const fieldLabel = style({ fontWeight: 700 })

export const noteArea = style({ minHeight: "7rem" })

/*
 * Printing shows the note alone, as a page of its own: everything that neither holds the note nor is inside it
 * leaves the layout (so no blank pages follow), and what prints is dark on white (theme.css.ts).
 */
export const printArea = style({ display: "none", "@media": { print: { display: "block" } } })

globalStyle(`body:has(${printArea}) *:not(:has(${printArea})):not(${printArea}):not(${printArea} *)`, {
  "@media": { print: { display: "none" } },
})
globalStyle(`${printArea}, ${printArea} *`, { "@media": { print: { visibility: "visible" } } })
globalStyle(`body:has(${printArea}) *:has(${printArea})`, {
  "@media": {
    print: {
      margin: 0,
      padding: 0,
      border: "none",
      boxShadow: "none",
      background: "none",
      maxWidth: "none",
      minHeight: 0,
    },
  },
})

export const printTitle = style({ fontSize: "20pt", margin: "0 0 4pt" })

export const printDate = style({ margin: "0 0 16pt", fontSize: "10pt" })

export const printSectionTitle = style({ fontSize: "13pt", margin: "14pt 0 4pt" })

export const printText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  margin: 0,
  lineHeight: 1.5,
})

export const printFooter = style({
  marginTop: "24pt",
  paddingTop: "8pt",
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: "9pt",
})
