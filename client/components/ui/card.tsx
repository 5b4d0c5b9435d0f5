import type { ElementType, ReactNode } from "react"

import * as styles from "./card.css.ts"

type CardProps = {
  readonly as?: ElementType
  readonly children: ReactNode
  readonly "aria-labelledby"?: string
}

export const Card = ({ as: Element = "div", children, ...rest }: CardProps) => (
  <Element className={styles.card} {...rest}>
    {children}
  </Element>
)
