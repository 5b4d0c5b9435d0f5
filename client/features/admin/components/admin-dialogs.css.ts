import { style } from "@vanilla-extract/css"

import { vars } from "../../../styles/theme.css.ts"

// Dialogs: the app's one dialog frame
export {
  actions as dialogActions,
  content as dialog,
  description as dialogDescription,
  overlay,
  title as dialogTitle,
} from "../../../components/ui/dialog.css.ts"

export const dialogList = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.sm} 2em`,
  maxHeight: "200px",
  overflowY: "auto",
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  overflowWrap: "anywhere",
})

export const strong = style({ fontWeight: 700, color: vars.color.text, overflowWrap: "anywhere" })
