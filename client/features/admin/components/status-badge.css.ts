import { style, styleVariants } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"
import { tones, type Tone } from "../../../styles/tones.css.ts"

import { STACKED } from "./admin-media.ts"

/** The user table's status badges (verified, unverified, administrator, you, protected). */
export const badges = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "flex-start",
  gap: vars.space.xs,
  "@media": { [STACKED]: { flexDirection: "row", flexWrap: "wrap", justifyContent: "flex-end" } },
})

const badgeBase = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "4px",
  padding: "2px 8px",
  borderRadius: vars.radius.pill,
  fontSize: "0.8125rem",
  fontWeight: 700,
  whiteSpace: "nowrap",
  border: "1px solid",
})

const toneBadge = (tone: (typeof tones)[Tone]) => [
  badgeBase,
  { background: tone.soft, color: tone.strong, borderColor: tone.strong },
]

export const badge = styleVariants({
  verified: toneBadge(tones.success),
  unverified: toneBadge(tones.warning),
  admin: toneBadge(tones.info),
  self: [
    badgeBase,
    { background: vars.color.brandSoft, color: vars.color.brandHover, borderColor: vars.color.brand },
  ],
  protected: [
    badgeBase,
    { background: vars.color.surfaceMuted, color: vars.color.textMuted, borderColor: vars.color.border },
  ],
})
