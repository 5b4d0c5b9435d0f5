import type { ButtonHTMLAttributes, ReactNode, Ref } from "react"
import { Link } from "wouter"

import * as styles from "./button.css.ts"
import { Spinner } from "./spinner.tsx"

type Variant = keyof typeof styles.button

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  readonly variant?: Variant
  readonly fullWidth?: boolean
  /** Shows a spinner, disables the button and tells assistive tech it is busy. */
  readonly loading?: boolean
  readonly ref?: Ref<HTMLButtonElement>
}

const classes = (variant: Variant, fullWidth: boolean, extra?: string) =>
  [styles.button[variant], fullWidth ? styles.fullWidth : null, extra ?? null].filter(Boolean).join(" ")

export const Button = ({
  variant = "primary",
  fullWidth = false,
  loading = false,
  type = "button",
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={classes(variant, fullWidth, className)}
    disabled={disabled === true || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading ? <Spinner /> : null}
    {children}
  </button>
)

type ButtonLinkProps = {
  readonly to: string
  readonly variant?: Variant
  readonly fullWidth?: boolean
  readonly replace?: boolean
  readonly children: ReactNode
}

/** A link that looks like a button: navigation stays a link for assistive tech. */
export const ButtonLink = ({
  to,
  variant = "primary",
  fullWidth = false,
  replace,
  children,
}: ButtonLinkProps) => (
  <Link to={to} className={classes(variant, fullWidth)} {...(replace === true ? { replace: true } : {})}>
    {children}
  </Link>
)
