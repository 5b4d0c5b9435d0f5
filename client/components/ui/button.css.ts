import { style, styleVariants } from "@vanilla-extract/css"

import { vars } from "../../styles/theme.css.ts"

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.sm,
  minHeight: "44px",
  padding: `10px ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  border: "2px solid transparent",
  fontWeight: 600,
  fontSize: vars.fontSize.md,
  lineHeight: 1.2,
  textAlign: "center",
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 120ms ease, border-color 120ms ease, color 120ms ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
  },
})

export const button = styleVariants({
  primary: [
    base,
    {
      background: vars.color.brand,
      color: vars.color.onBrand,
      selectors: {
        "&:hover:not(:disabled)": { background: vars.color.brandHover, color: vars.color.onBrand },
      },
    },
  ],
  secondary: [
    base,
    {
      background: vars.color.surface,
      color: vars.color.brand,
      borderColor: vars.color.brand,
      selectors: {
        "&:hover:not(:disabled)": { background: vars.color.brandSoft, color: vars.color.brandHover },
      },
    },
  ],
  ghost: [
    base,
    {
      background: "transparent",
      color: vars.color.text,
      selectors: {
        "&:hover:not(:disabled)": { background: vars.color.surfaceMuted, color: vars.color.text },
      },
    },
  ],
  danger: [
    base,
    {
      background: vars.color.danger,
      color: vars.color.onBrand,
      selectors: { "&:hover:not(:disabled)": { filter: "brightness(0.92)", color: vars.color.onBrand } },
    },
  ],
})

export const fullWidth = style({ width: "100%" })
