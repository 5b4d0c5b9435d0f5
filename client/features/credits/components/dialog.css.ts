import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const overlay = style({
  position: "fixed",
  inset: 0,
  background: "rgba(42, 36, 32, 0.45)",
})

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(440px, calc(100vw - 24px))",
  maxHeight: "calc(100vh - 24px)",
  overflowY: "auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
})

export const title = style({ fontSize: vars.fontSize.xl })

export const description = style({ color: vars.color.textMuted })

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
})

export const codeInput = style({ textTransform: "uppercase", letterSpacing: "0.08em" })
