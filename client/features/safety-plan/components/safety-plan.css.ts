import { globalStyle, style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export { actions, content, description, form, overlay, title } from "../../../components/ui/dialog.css.ts"

export const wide = style({ width: "min(640px, calc(100vw - 24px))" })

export const stepLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const guidance = style({
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
})

export const textarea = style({
  width: "100%",
  minHeight: "9rem",
  font: "inherit",
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  resize: "vertical",
})

export const sectionTitle = style({ fontSize: vars.fontSize.lg, marginTop: vars.space.sm })

export const list = style({ paddingLeft: vars.space.lg, display: "grid", gap: vars.space.xs })

export const empty = style({ color: vars.color.textMuted, fontStyle: "italic" })

export const trigger = style({ alignSelf: "flex-start" })

// Printing shows the plan alone, on paper, without the buttons or the page behind the dialog.
export const printArea = style({})
export const noPrint = style({ "@media": { print: { display: "none" } } })
globalStyle("body *", { "@media": { print: { visibility: "hidden" } } })
globalStyle(`${printArea}, ${printArea} *`, { "@media": { print: { visibility: "visible" } } })
globalStyle(printArea, {
  "@media": {
    print: {
      position: "absolute",
      inset: 0,
      transform: "none",
      width: "100%",
      maxHeight: "none",
      overflow: "visible",
      boxShadow: "none",
    },
  },
})
