import { assignVars, createGlobalTheme, globalStyle } from "@vanilla-extract/css"

/**
 * One warm, calm palette in two modes. Text colours keep at least 4.5:1 contrast on `bg`, `surface`,
 * `surfaceMuted` and the `*Soft` tints in both. Light is the default; dark follows the system
 * (`prefers-color-scheme`) unless the user chose a theme, which `public/theme-init.js` writes to
 * `<html data-theme>` before the first paint (see `lib/theme`).
 */
const lightColors = {
  bg: "#faf6f1",
  surface: "#ffffff",
  surfaceMuted: "#f3ede5",
  text: "#2a2420",
  textMuted: "#5b5049",
  placeholder: "#766a62",
  border: "#ddd1c4",
  overlay: "rgba(42, 36, 32, 0.45)",
  brand: "#2f6b5e",
  brandHover: "#25574c",
  brandSoft: "#e4efeb",
  onBrand: "#ffffff",
  accent: "#a34a24",
  accentSoft: "#fbeee6",
  danger: "#a52a1f",
  dangerSoft: "#fdecea",
  success: "#2d6a3a",
  successSoft: "#e7f3ea",
  successSoftHover: "#d8ecdd",
  info: "#285a8a",
  infoSoft: "#e8f0f8",
  focus: "#1f5f99",
}

const darkColors: typeof lightColors = {
  bg: "#161311",
  surface: "#201c19",
  surfaceMuted: "#2b2622",
  text: "#f2ebe4",
  textMuted: "#c4b7ab",
  placeholder: "#a39589",
  border: "#4a413a",
  overlay: "rgba(0, 0, 0, 0.6)",
  brand: "#7fc7b5",
  brandHover: "#9ed6c8",
  brandSoft: "#1d3832",
  onBrand: "#10201c",
  accent: "#f2a47e",
  accentSoft: "#3b2519",
  danger: "#ff9585",
  dangerSoft: "#3e1d18",
  success: "#86d195",
  successSoft: "#1b3322",
  successSoftHover: "#244430",
  info: "#93bfee",
  infoSoft: "#19293a",
  focus: "#8ec5ff",
}

const lightShadow = { card: "0 1px 2px rgba(42, 36, 32, 0.06), 0 8px 24px rgba(42, 36, 32, 0.06)" }
const darkShadow = { card: "0 1px 2px rgba(0, 0, 0, 0.4), 0 8px 24px rgba(0, 0, 0, 0.35)" }

export const vars = createGlobalTheme(":root", {
  color: lightColors,
  space: {
    xs: "4px",
    sm: "8px",
    md: "16px",
    lg: "24px",
    xl: "32px",
    xxl: "48px",
  },
  radius: {
    sm: "8px",
    md: "12px",
    lg: "20px",
    pill: "999px",
  },
  font: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "Georgia, 'Iowan Old Style', 'Times New Roman', serif",
  },
  fontSize: {
    sm: "0.875rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "1.5rem",
    xxl: "2rem",
  },
  shadow: lightShadow,
})

const dark = {
  vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadow) },
  colorScheme: "dark",
} as const

globalStyle(":root", { colorScheme: "light" })
// The user's choice wins; without one ("system"), the system's.
globalStyle(":root[data-theme='dark']", dark)
globalStyle(":root:not([data-theme='light'])", { "@media": { "(prefers-color-scheme: dark)": dark } })
// Paper is white whatever the screen's theme: printing (the safety plan, "Cosa vorrei dire") uses the light palette.
// `:root` thrice outweighs every dark rule above (`:root[data-theme='dark']`, `:root:not([data-theme='light'])`).
globalStyle(":root:root:root", {
  "@media": {
    print: {
      vars: { ...assignVars(vars.color, lightColors), ...assignVars(vars.shadow, lightShadow) },
      colorScheme: "light",
    },
  },
})

globalStyle("*, *::before, *::after", { boxSizing: "border-box" })

globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
})

globalStyle("body", {
  margin: 0,
  minWidth: "320px",
  background: vars.color.bg,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.55,
  WebkitFontSmoothing: "antialiased",
})

globalStyle("h1, h2, h3", {
  fontFamily: vars.font.heading,
  fontWeight: 600,
  lineHeight: 1.25,
  margin: 0,
})

globalStyle("p", { margin: 0 })

globalStyle("a", { color: vars.color.brand, textUnderlineOffset: "2px" })
globalStyle("a:hover", { color: vars.color.brandHover })

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
})

globalStyle("input, select, textarea, button", { font: "inherit" })
