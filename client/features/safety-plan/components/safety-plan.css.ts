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

/** A number in the plan: a link to call, large enough to tap. */
export const phone = style({
  display: "inline-block",
  minHeight: "24px",
  fontWeight: 700,
  color: vars.color.brand,
  whiteSpace: "nowrap",
  "@media": { print: { color: "inherit", fontWeight: 400 } },
})

/** The dialog's own close control, at its top right, whatever step is shown. */
export const close = style({
  position: "absolute",
  top: vars.space.sm,
  right: vars.space.sm,
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "44px",
  height: "44px",
  border: "none",
  borderRadius: vars.radius.pill,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  ":hover": { background: vars.color.surfaceMuted },
  "@media": { print: { display: "none" } },
})

/** The title leaves room for the close control beside it. */
export const titleBesideClose = style({ paddingRight: "48px" })

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
