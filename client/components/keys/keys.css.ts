import { style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export { checkRow as check, checkRowBox as checkbox } from "../../styles/checks.css.ts"

export const panel = style({ display: "grid", gap: vars.space.md })

export const keyBox = style({
  fontFamily: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  fontSize: vars.fontSize.lg,
  letterSpacing: "0.06em",
  background: vars.color.surfaceMuted,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  textAlign: "center",
  overflowWrap: "anywhere",
  userSelect: "all",
})

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

export const unlock = style({
  background: vars.color.infoSoft,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md} ${vars.space.md}`,
})

export const unlockInner = style({
  maxWidth: "960px",
  margin: "0 auto",
  display: "grid",
  gap: vars.space.sm,
})

export const unlockForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "flex-end",
})

export const unlockField = style({ flex: "1 1 220px" })

export const heading = style({ fontSize: vars.fontSize.lg })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
