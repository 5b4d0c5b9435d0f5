import { keyframes, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

import { PHONE } from "./admin-media.ts"

export { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts"

/* The five figures of GET /admin/stats. */

export const stats = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(180px, 1fr))",
  gap: vars.space.md,
  margin: 0,
  "@media": { [PHONE]: { gridTemplateColumns: "1fr 1fr", gap: vars.space.sm } },
})

export const statCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column-reverse",
  justifyContent: "flex-end",
  gap: vars.space.xs,
  minWidth: 0,
})

// On a phone the fifth card (new users) spans the two columns instead of sitting alone.
export const statHighlight = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSoft,
  "@media": { [PHONE]: { gridColumn: "1 / -1" } },
})

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 600 })

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 600,
  lineHeight: 1.1,
  color: vars.color.text,
  fontVariantNumeric: "tabular-nums",
  "@media": { [PHONE]: { fontSize: vars.fontSize.xl } },
})

const pulse = keyframes({ "0%, 100%": { opacity: 0.45 }, "50%": { opacity: 1 } })

export const statPlaceholder = style({
  display: "inline-block",
  width: "3ch",
  height: "1em",
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  "@media": {
    "(prefers-reduced-motion: no-preference)": { animation: `${pulse} 1.4s ease-in-out infinite` },
  },
})
