/** The one crisis panel above the input, its tap-to-call numbers, and the quiet line of help. */
import { globalStyle, keyframes, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"
import { narrow } from "./chat-layout.css.ts"

const updated = keyframes({
  "0%": { boxShadow: `0 0 0 0 ${vars.color.danger}` },
  "100%": { boxShadow: "0 0 0 6px transparent" },
})

export const panel = style({
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": {
    [narrow]: { padding: `${vars.space.xs} ${vars.space.sm} ${vars.space.sm}` },
    "(prefers-reduced-motion: no-preference)": { animation: `${updated} 900ms ease-out` },
  },
})

/** Open, it scrolls within itself: the input below stays in sight. */
export const panelOpen = style({ maxHeight: "min(50dvh, 480px)", overflowY: "auto" })

export const head = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
})

export const title = style({
  flex: 1,
  fontSize: vars.fontSize.md,
  lineHeight: 1.3,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
  color: vars.color.text,
  "@media": { [narrow]: { fontSize: "0.9375rem" } },
})

export const toggle = style({
  flexShrink: 0,
  whiteSpace: "nowrap",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.xs,
  minHeight: "44px",
  padding: `0 ${vars.space.sm}`,
  border: "none",
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textDecoration: "underline",
  textUnderlineOffset: "3px",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surface },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: "1px" },
  },
})

export const chevron = style({
  width: "1.15em",
  height: "1.15em",
  flexShrink: 0,
  transition: "transform 120ms ease",
  selectors: { [`${toggle}[aria-expanded='true'] &`]: { transform: "rotate(180deg)" } },
})

/** The numbers: a row that wraps; on a phone two columns, and closed only the first two (one tap for the rest). */
export const numbers = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": { [narrow]: { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
})

export const numbersFirstTwo = style({})

globalStyle(`${numbersFirstTwo} > li:nth-child(n + 3)`, { "@media": { [narrow]: { display: "none" } } })

export const item = style({ display: "flex", minWidth: 0 })

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space.sm,
  minHeight: "48px",
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 12px`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  lineHeight: 1.2,
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
  "@media": { [narrow]: { flex: 1, minWidth: 0, gap: "6px", padding: `${vars.space.xs} ${vars.space.sm}` } },
})

export const chipIcon = style({ width: "1.25em", height: "1.25em", color: vars.color.danger, flexShrink: 0 })

export const chipText = style({ display: "flex", flexDirection: "column" })

export const chipName = style({
  fontSize: "0.8125rem",
  color: vars.color.textMuted,
  whiteSpace: "nowrap",
  "@media": { [narrow]: { whiteSpace: "normal" } },
})

export const chipNumber = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.danger,
  whiteSpace: "nowrap",
  "@media": { [narrow]: { fontSize: "0.9375rem" } },
})

/** What opens below: who answers and when, the user's contact, and what Cogi cannot do. */
export const details = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  selectors: { "&[hidden]": { display: "none" } },
})

export const hours = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space.sm,
  "@media": { [narrow]: { gridTemplateColumns: "1fr" } },
})

export const hoursItem = style({
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  padding: vars.space.sm,
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  fontSize: vars.fontSize.sm,
})

export const small = style({ fontSize: vars.fontSize.sm })

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" })

/** Possible risk: one calm line that opens the numbers. */
export const helpLine = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  padding: `0 ${vars.space.xs}`,
})

export const helpToggle = style([
  toggle,
  { alignSelf: "flex-start", padding: 0, fontSize: vars.fontSize.sm, color: vars.color.text },
])

/** The plan beside the title on a wide screen; on a phone below the numbers, once opened (or paused). */
export const wideOnly = style({ "@media": { [narrow]: { display: "none" } } })

export const narrowOnly = style({ display: "none", "@media": { [narrow]: { display: "flex" } } })

/** The summary and the mood after a hard moment, opened: they scroll on their own, the input stays in sight. */
export const later = style({
  maxHeight: "min(28dvh, 260px)",
  overflowY: "auto",
  "@media": { [narrow]: { maxHeight: "20dvh" } },
  selectors: { "&[hidden]": { display: "none" } },
})
