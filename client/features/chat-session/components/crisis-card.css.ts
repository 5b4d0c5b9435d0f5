/** The crisis card shown above a flagged reply. */
import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"
import { narrow } from "./chat-layout.css.ts"

export const crisisCard = style({
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
})

export const crisisTitle = style({ fontSize: vars.fontSize.lg })

export const crisisList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  "@media": { [narrow]: { gridTemplateColumns: "1fr" } },
  gap: vars.space.sm,
})

export const crisisItem = style({
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const crisisPhone = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.danger,
  selectors: { "&:hover": { color: vars.color.text } },
})

export const crisisSmall = style({ fontSize: vars.fontSize.sm })
