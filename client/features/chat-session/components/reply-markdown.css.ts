/** Markdown inside a reply: compact spacing, readable code, visible links, all from the theme. */
import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const markdown = style({
  whiteSpace: "normal",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

globalStyle(`${markdown} > div`, { display: "flex", flexDirection: "column", gap: vars.space.sm })
globalStyle(`${markdown} p, ${markdown} ul, ${markdown} ol, ${markdown} pre, ${markdown} blockquote`, {
  margin: 0,
})
globalStyle(`${markdown} p`, { whiteSpace: "pre-wrap" })
globalStyle(`${markdown} ul, ${markdown} ol`, { paddingLeft: "1.4em" })
globalStyle(`${markdown} li + li`, { marginTop: vars.space.xs })
globalStyle(`${markdown} h3, ${markdown} h4`, { margin: 0, fontSize: "1em", fontWeight: 700 })
globalStyle(`${markdown} a`, { color: "inherit", textDecoration: "underline", textUnderlineOffset: "2px" })
globalStyle(`${markdown} code`, {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "0.9em",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  padding: "0 0.25em",
})
globalStyle(`${markdown} pre`, {
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  overflowX: "auto",
  whiteSpace: "pre",
})
globalStyle(`${markdown} pre code`, { background: "transparent", padding: 0 })
globalStyle(`${markdown} blockquote`, {
  borderLeft: `3px solid ${vars.color.border}`,
  paddingLeft: vars.space.sm,
  color: vars.color.textMuted,
})

/** A crisis number in a reply: a call away, and never split across two lines. */
export const phone = style({
  fontWeight: 700,
  whiteSpace: "nowrap",
  color: "inherit",
  textDecorationThickness: "2px",
})
