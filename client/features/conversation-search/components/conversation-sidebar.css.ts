import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export const sidebar = style({
  width: "300px",
  flexShrink: 0,
  height: "100dvh",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: vars.space.md,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  // the route mounts it from 1024 px on; CSS hides it at once when the window narrows, before React does
  "@media": { "(max-width: 1023.98px)": { display: "none" } },
})

export const home = style({ fontWeight: 600, fontSize: vars.fontSize.sm })

export const page = style({ display: "flex", flexDirection: "column", gap: vars.space.md, maxWidth: "720px" })

export const pageTitle = style({ fontSize: vars.fontSize.xl, margin: 0 })
