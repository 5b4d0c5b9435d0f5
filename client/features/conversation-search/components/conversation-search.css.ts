/** The search field, its results and the list of conversations (beside the chat, or on /cerca). */
import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const panel = style({ display: "flex", flexDirection: "column", gap: vars.space.sm, minHeight: 0 })

export const label = style({ fontWeight: 700, fontSize: vars.fontSize.sm })

export const input = style({
  width: "100%",
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
})

export const hint = style({ margin: 0, fontSize: "0.75rem", color: vars.color.textMuted })

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const link = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted, color: vars.color.text },
    '&[aria-current="page"]': { background: vars.color.brandSoft, fontWeight: 700 },
  },
})

export const title = style({
  fontWeight: 600,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
})

export const meta = style({ fontSize: "0.75rem", color: vars.color.textMuted })

export const snippet = style({ fontSize: vars.fontSize.sm, color: vars.color.text, overflowWrap: "anywhere" })

export const mark = style({
  background: vars.color.accentSoft,
  color: vars.color.text,
  borderRadius: "3px",
  padding: "0 2px",
})
