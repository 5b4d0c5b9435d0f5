import { style } from "@vanilla-extract/css"

export { actions, content, description, form, overlay, title } from "../../../components/ui/dialog.css.ts"

export const codeInput = style({ textTransform: "uppercase", letterSpacing: "0.08em" })
