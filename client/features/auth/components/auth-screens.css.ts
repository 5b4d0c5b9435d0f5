import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export {
  actions,
  alternate,
  centered,
  form,
  heading,
  statusIcon,
  subtitle,
  title,
} from "../../../styles/auth-screen.css.ts"
export {
  checkRow as consent,
  checkRowBox as checkbox,
  checkRowError as consentError,
} from "../../../styles/checks.css.ts"

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
