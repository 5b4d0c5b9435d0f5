import { TextField, type TextFieldProps } from "./text-field.tsx"

/** The address every account form asks for: "Email", required, with the e-mail keyboard and autofill. */
export const EmailField = (props: Omit<TextFieldProps, "label" | "type">) => (
  <TextField
    label="Email"
    type="email"
    name="email"
    inputMode="email"
    autoComplete="email"
    required
    {...props}
  />
)
