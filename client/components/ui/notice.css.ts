import { style, styleVariants } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"
import { tones } from "../../styles/tones.css.ts"

const base = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderLeft: "4px solid",
  fontSize: vars.fontSize.md,
})

export const notice = styleVariants(tones, (tone) => [
  base,
  { background: tone.soft, borderColor: tone.strong, color: vars.color.text },
])

export const title = style({ fontWeight: 700 })
