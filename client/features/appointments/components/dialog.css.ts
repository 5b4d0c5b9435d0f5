import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export { actions, content, description, form, overlay, title } from "../../../components/ui/dialog.css.ts"

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })

/** Side by side on a wide screen: the longer value (a date, "mercoledì 30 dicembre") gets the wider column. */
export const row = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
  gap: vars.space.md,
  "@media": { "(max-width: 420px)": { gridTemplateColumns: "1fr" } },
})
