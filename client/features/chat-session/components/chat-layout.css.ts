/** The chat screen's frame (one column as tall as the window: header, messages, input) and what shows by width. */
import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export { visuallyHidden as srOnly } from "../../../components/ui/visually-hidden.css.ts"

/** Phones: the header, banners and input tighten below this width. */
export const narrow = "(max-width: 560px)"

/** The whole screen is one column as tall as the window: header, messages (scrolling), input. */
export const page = style({
  height: "100dvh",
  minHeight: "480px",
  display: "flex",
  flexDirection: "column",
  background: vars.color.bg,
})

export const main = style({
  flex: 1,
  minHeight: 0,
  display: "flex",
  flexDirection: "column",
})

export const footer = style({
  flexShrink: 0,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
})

export const footerInner = style({
  maxWidth: "880px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
  "@media": { [narrow]: { padding: `${vars.space.sm} 12px` } },
})

export const slot = style({ display: "contents" })

/** Shown only on a phone (the header keeps it on wider screens). */
export const narrowOnly = style({ display: "none", "@media": { [narrow]: { display: "block" } } })

/** Words that a phone drops from a header button (the accessible name keeps them). */
export const wideOnly = style({ "@media": { [narrow]: { display: "none" } } })
