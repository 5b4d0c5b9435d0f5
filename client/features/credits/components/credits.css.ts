import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
})

export const cardHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  flexWrap: "wrap",
  gap: vars.space.sm,
})

export const badge = style({
  display: "inline-block",
  padding: `4px ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 700,
  fontSize: vars.fontSize.sm,
  letterSpacing: "0.02em",
})

export const badgeEmpty = style({ background: vars.color.accent })

export const counters = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: vars.space.sm,
})

export const counter = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const counterLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const counterValue = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const packages = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
  gap: vars.space.md,
})

export const packageCard = style({
  position: "relative",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

export const packagePopular = style({ borderColor: vars.color.brand, borderWidth: "2px" })

export const popularTag = style({
  alignSelf: "flex-start",
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

export const price = style({ fontSize: vars.fontSize.xl, fontWeight: 700 })

export const period = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: 400 })

export const footer = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm })

/** The running subscription: what it does next, and the way to manage it. */
export const subscription = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})

export const subscriptionText = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  minWidth: 0,
})

export const packageAction = style({ marginTop: "auto", paddingTop: vars.space.xs })

/** The offer in the chat screen: a little apart from the header, and scrollable on a short phone screen. */
export const offer = style({
  margin: `${vars.space.md} auto 0`,
  width: `min(100% - 2 * ${vars.space.md}, 52rem)`,
  maxHeight: "60vh",
  overflowY: "auto",
  "@media": { "(max-width: 600px)": { maxHeight: "50vh", padding: vars.space.md } },
})

export const offerHeader = style({
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: vars.space.sm,
})
