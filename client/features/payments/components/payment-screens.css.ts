import { style } from "@vanilla-extract/css"

import * as screen from "../../../styles/auth-screen.css.ts"
import { vars } from "../../../styles/theme.css.ts"

export { actions, statusIcon as icon } from "../../../styles/auth-screen.css.ts"

export const title = style([screen.title, { textAlign: "center" }])

export const lead = style({ textAlign: "center", color: vars.color.textMuted })

export const details = style({
  margin: 0,
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space.sm} ${vars.space.md}`,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
})

export const term = style({ fontWeight: 600, color: vars.color.textMuted })

export const value = style({ margin: 0, overflowWrap: "anywhere", fontWeight: 600 })
