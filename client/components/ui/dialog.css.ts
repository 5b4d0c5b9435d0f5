import { keyframes, style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

// The one frame every Radix dialog of the app uses (credits, chat tools, administration).
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })

export const overlay = style({
  position: "fixed",
  inset: 0,
  background: vars.color.overlay,
  zIndex: 50,
  "@media": { "(prefers-reduced-motion: no-preference)": { animation: `${fadeIn} 150ms ease-out` } },
})

export const content = style({
  position: "fixed",
  top: "50%",
  left: "50%",
  transform: "translate(-50%, -50%)",
  width: "min(480px, calc(100vw - 24px))",
  maxHeight: "calc(100dvh - 24px)",
  overflowY: "auto",
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  zIndex: 51,
  "@media": { "(max-width: 420px)": { padding: vars.space.md } },
})

export const title = style({ fontSize: vars.fontSize.xl })

export const description = style({ color: vars.color.textMuted })

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const actions = style({
  display: "flex",
  justifyContent: "flex-end",
  flexWrap: "wrap",
  gap: vars.space.sm,
  // On a phone the buttons stack full width, the main action on top.
  "@media": { "(max-width: 420px)": { flexDirection: "column-reverse", alignItems: "stretch" } },
})
