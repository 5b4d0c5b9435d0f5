import { keyframes, style } from "@vanilla-extract/css"

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

/** The voice row under the input: the read-aloud switch and "Conversazione a voce". */
export const voiceRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const startConversation = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "0.875rem",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover:not(:disabled)": { background: vars.color.surfaceMuted },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&:disabled": { cursor: "not-allowed", opacity: 0.55 },
  },
})

export const conversationIcon = style({ width: "20px", height: "20px", display: "block" })

/** The hands-free panel: the state, big enough to read at a glance, and two large controls. */
export const conversationPanel = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  width: "100%",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
})

export const stageLine = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
})

const breathe = keyframes({
  "0%": { transform: "scale(1)", opacity: 1 },
  "50%": { transform: "scale(1.35)", opacity: 0.6 },
  "100%": { transform: "scale(1)", opacity: 1 },
})

/** A dot that breathes while Cogi listens or speaks; still when motion is reduced. */
export const stageDot = style({
  width: "14px",
  height: "14px",
  flex: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  selectors: {
    "&[data-stage='listening']": { background: vars.color.accent },
    "&[data-stage='speaking']": { background: vars.color.brand },
  },
  "@media": {
    "(prefers-reduced-motion: no-preference)": {
      selectors: {
        "&[data-stage='listening'], &[data-stage='speaking']": {
          animation: `${breathe} 1.6s ease-in-out infinite`,
        },
      },
    },
  },
})

export const heardLine = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: "anywhere",
})

export const panelNote = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const panelActions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
})

/** Large, thumb-sized controls (the stop control is the biggest thing in the panel). */
export const bigButton = style({
  flex: "1 1 160px",
  minHeight: "56px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  fontWeight: 700,
  cursor: "pointer",
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.brand,
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    "&[data-kind='stop']": {
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    "&[data-kind='stop']:hover": { background: vars.color.brandHover },
  },
})
