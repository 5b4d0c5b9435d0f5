import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const heading = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const title = style({ fontSize: vars.fontSize.xxl })

export const subtitle = style({ color: vars.color.textMuted })

export const form = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
})

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  minWidth: 0,
})

export const legend = style({
  fontWeight: 700,
  padding: `0 ${vars.space.xs}`,
})

export const fieldsetIntro = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.md,
  "@media": { "(max-width: 520px)": { gridTemplateColumns: "1fr" } },
})

export const alternate = style({
  textAlign: "center",
  color: vars.color.textMuted,
})

export const strongLink = style({ fontWeight: 700 })

export const disclaimer = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: "center",
  padding: `0 ${vars.space.sm}`,
})

export const privacyList = style({
  margin: 0,
  paddingLeft: "1.2em",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xs,
})

export const steps = style({
  margin: 0,
  paddingLeft: "1.4em",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

export const emailHighlight = style({
  fontWeight: 700,
  overflowWrap: "anywhere",
})

export const actions = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space.sm,
})

export const statusIcon = style({
  width: "56px",
  height: "56px",
  borderRadius: "50%",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  fontSize: "28px",
  alignSelf: "center",
  background: vars.color.brandSoft,
  color: vars.color.brand,
})

export const centered = style({ textAlign: "center" })

export const consent = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "flex-start",
  fontSize: vars.fontSize.sm,
})
export const checkbox = style({ marginTop: "4px", width: "18px", height: "18px", flexShrink: 0 })
export const consentError = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  marginTop: vars.space.xs,
})
