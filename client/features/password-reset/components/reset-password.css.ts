import { style } from "@vanilla-extract/css"

import * as screen from "../../../styles/auth-screen.css.ts"
import { vars } from "../../../styles/theme.css.ts"

export { alternate, centered, form, heading, subtitle } from "../../../styles/auth-screen.css.ts"
export {
  checkRow as check,
  checkRowBox as checkbox,
  checkRowError as fieldError,
} from "../../../styles/checks.css.ts"

export const title = style([
  screen.title,
  { "@media": { "(max-width: 480px)": { fontSize: vars.fontSize.xl } } },
])

/** The badge of a password that was set: success colours, a bold check mark. */
export const statusIcon = style([
  screen.statusIcon,
  {
    background: vars.color.successSoft,
    color: vars.color.success,
    fontSize: vars.fontSize.xl,
    fontWeight: 700,
  },
])
