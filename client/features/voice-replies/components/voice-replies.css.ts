import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

/** "Ascolta" / "Interrompi la lettura" under a reply: as quiet as "Copia" beside it. No animation. */
export const listenButton = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "32px",
  padding: `0 ${vars.space.sm}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.textMuted,
  fontSize: "0.75rem",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
    "&[data-speaking='true']": { color: vars.color.brand },
  },
})

/** The switch row under the message input. */
export const switchRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
})

export const switchLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "32px",
  cursor: "pointer",
})

export const checkbox = style({
  width: "18px",
  height: "18px",
  accentColor: vars.color.brand,
  selectors: {
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
})

export const unsupported = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: "0.875rem",
  color: vars.color.textMuted,
})
