import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  minWidth: 0,
})

export const legend = style({
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space.sm,
  padding: 0,
})

export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  alignItems: "start",
  gap: `2px ${vars.space.sm}`,
  padding: `12px ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.textMuted },
    "&:has(input:checked)": {
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
      borderWidth: "2px",
    },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
})

export const radio = style({
  gridRow: "1 / span 2",
  width: "20px",
  height: "20px",
  margin: "2px 0 0",
  accentColor: vars.color.brand,
  selectors: { "&:focus-visible": { outline: "none" } },
})

export const name = style({
  fontWeight: 600,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  columnGap: vars.space.sm,
})

/** The "attuale" tag next to the chat's approach now. */
export const current = style({
  fontWeight: 600,
  fontSize: "0.75rem",
  lineHeight: 1.4,
  padding: "1px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  whiteSpace: "nowrap",
})

export const optionDescription = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
