import { style } from "@vanilla-extract/css"

import { vars } from "./theme.css.ts"

/*
 * The card of a screen in the auth layout (sign-in, sign-up, e-mail verification, password reset, payment
 * outcome): its heading, its form, the link to the other screen and the round badge of an outcome.
 */

export const heading = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

export const title = style({ fontSize: vars.fontSize.xxl })

export const subtitle = style({ color: vars.color.textMuted })

export const form = style({ display: "flex", flexDirection: "column", gap: vars.space.md })

export const actions = style({ display: "flex", flexDirection: "column", gap: vars.space.sm })

export const alternate = style({ textAlign: "center", color: vars.color.textMuted })

export const centered = style({ textAlign: "center" })

/** The round badge above an outcome (link sent, payment done): brand colours; a screen may give it others. */
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
