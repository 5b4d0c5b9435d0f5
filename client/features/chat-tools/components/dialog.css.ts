import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

export { actions, content, description, form, overlay, title } from "../../../components/ui/dialog.css.ts"

export const header = style({ display: "flex", flexDirection: "column", gap: vars.space.xs })
