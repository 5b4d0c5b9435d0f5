import { createGlobalTheme, globalStyle } from "@vanilla-extract/css"

// One warm, calm palette. Text colours keep at least 4.5:1 contrast on `bg` and `surface`.
export const vars = createGlobalTheme(":root", {
  color: {
    bg: "#faf6f1",
    surface: "#ffffff",
    surfaceMuted: "#f3ede5",
    text: "#2a2420",
    textMuted: "#5b5049",
    border: "#ddd1c4",
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
    info: "#285a8a",
    infoSoft: "#e8f0f8",
    focus: "#1f5f99",
  },
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
  shadow: {
    card: "0 1px 2px rgba(42, 36, 32, 0.06), 0 8px 24px rgba(42, 36, 32, 0.06)",
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
