import type { ReactNode } from "react"
import { Link } from "wouter"

import { button } from "../../../components/ui/button.css.ts"
import { paths } from "../../../config/paths.ts"
import * as styles from "./dashboard.css.ts"

/** The safety plan's button (from its feature, given by app/) and, beside it, the way to a person (issue 27). */
export const HelpRow = ({ plan }: { readonly plan: ReactNode }) => (
  <div className={styles.helpRow}>
    {plan}
    <Link to={paths.humanHelp.getHref()} className={button.secondary}>
      Parla con una persona
    </Link>
  </div>
)
