import { keyframes, style } from "@vanilla-extract/css"

const spin = keyframes({ to: { transform: "rotate(360deg)" } })

export const spinner = style({
  display: "inline-block",
  width: "1em",
  height: "1em",
  flexShrink: 0,
  borderRadius: "50%",
  border: "2px solid currentColor",
  borderRightColor: "transparent",
  "@media": {
    "(prefers-reduced-motion: no-preference)": { animation: `${spin} 0.8s linear infinite` },
  },
})
