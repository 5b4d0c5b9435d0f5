import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

export const authPage = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  padding: `${vars.space.xl} ${vars.space.md}`,
  gap: vars.space.lg,
  background: `radial-gradient(circle at 15% 0%, ${vars.color.accentSoft} 0, transparent 45%), radial-gradient(circle at 100% 100%, ${vars.color.brandSoft} 0, transparent 50%), ${vars.color.bg}`,
  "@media": {
    "(max-width: 480px)": { padding: `${vars.space.lg} 12px` },
  },
})

export const authColumn = style({
  width: "100%",
  maxWidth: "480px",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
})

export const authTools = style({ display: "flex", justifyContent: "center" })

export const wideColumn = style({ maxWidth: "560px" })

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  alignSelf: "center",
  textDecoration: "none",
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
})

export const brandMark = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  borderRadius: "50%",
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.lg,
})

export const tagline = style({
  textAlign: "center",
  color: vars.color.textMuted,
  marginTop: `calc(-1 * ${vars.space.sm})`,
})

export const appPage = style({
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
})

export const appHeader = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const appHeaderInner = style({
  maxWidth: "1080px",
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
})

/** Beside the actions on a wide screen; on a phone, on the brand's line, with the actions on a line below. */
export const appHeaderTheme = style({ marginLeft: "auto", display: "flex" })

export const appHeaderActions = style({
  display: "flex",
  alignItems: "center",
  flexWrap: "wrap",
  gap: vars.space.sm,
  "@media": {
    "(max-width: 600px)": { width: "100%", justifyContent: "flex-end", gap: vars.space.xs },
  },
})

/**
 * On a phone the header's buttons keep their height (a 44 px target) but not their wide padding: one line, so the
 * header takes two rows (brand and theme, then the actions), not three. `a` and `button` by name: the buttons' own
 * padding comes from a rule as specific as a bare class, loaded later (issue 28).
 */
globalStyle(`${appHeaderActions} > a, ${appHeaderActions} > button`, {
  "@media": { "(max-width: 600px)": { paddingInline: vars.space.sm } },
})

export const appMain = style({
  // the skip link's target: focused by it, no ring around the whole screen
  outline: "none",
  flex: 1,
  width: "100%",
  maxWidth: "1080px",
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.lg,
  "@media": {
    "(max-width: 480px)": { padding: `${vars.space.lg} 12px` },
  },
})

export const siteFooter = style({
  padding: `${vars.space.md}`,
  fontSize: vars.fontSize.sm,
})

export const siteFooterLinks = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: `${vars.space.sm} ${vars.space.lg}`,
})
