import { style } from "@vanilla-extract/css"

import { visuallyHiddenRules } from "../../../components/ui/visually-hidden.css.ts"
import { vars } from "../../../styles/theme.css.ts"

export const panel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const panelTitle = style({ fontSize: vars.fontSize.md, fontFamily: "inherit", fontWeight: 700 })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const row = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" })

export const scores = style({
  border: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.xs,
})

export const legend = style({ fontWeight: 600, fontSize: vars.fontSize.sm, marginBottom: vars.space.xs })

export const scoreInput = style({ position: "absolute", opacity: 0, width: 1, height: 1 })

export const scoreLabel = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  cursor: "pointer",
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${scoreInput}:checked + &`]: {
      background: vars.color.brand,
      color: vars.color.onBrand,
      borderColor: vars.color.brand,
      fontWeight: 700,
    },
    [`${scoreInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
})

export const textarea = style({
  width: "100%",
  minHeight: "9rem",
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  resize: "vertical",
})

export const wordInput = style({
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  flex: "1 1 8rem",
  minWidth: 0,
  maxWidth: "16rem",
})

export const summaryText = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" })

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md })

export const error = style({ color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm })

/** The end-of-session panels: at most part of the screen, scrolled on their own, so the conversation stays seen. */
export const endPanels = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  maxHeight: "min(45vh, 460px)",
  overflowY: "auto",
  selectors: { "&:empty": { display: "none" } },
})

/** The check-in: compact, so the empty conversation's topics stay in sight. */
export const checkIn = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const checkInHead = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

/** On a phone the score's name is read, not shown: the legend gives the scale. */
export const scoreName = style({
  "@media": {
    "(max-width: 600px)": visuallyHiddenRules,
  },
})

/** The check-in as the answer to a question already asked: only "Salta", on the right. */
export const checkInHeadAnswer = style({ justifyContent: "flex-end" })

/** The check-in just saved, said back in its place. */
export const savedNote = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
})
