import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT, PASSWORDS_DIFFER } from "../../../lib/password-rules.ts"

export const RESET_FAILED = "Non è stato possibile aggiornare la password. Riprova più tardi."
export const MISSING_TOKEN =
  "Il link per reimpostare la password non è completo. Controlla l'email che hai ricevuto."

export type ResetFormErrors = { readonly password: string | null; readonly confirm: string | null }

export const NO_ERRORS: ResetFormErrors = { password: null, confirm: null }

export const validateResetForm = (password: string, confirm: string): ResetFormErrors => ({
  password: password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null,
  confirm: confirm !== password ? PASSWORDS_DIFFER : null,
})

export const hasErrors = (errors: ResetFormErrors): boolean =>
  errors.password !== null || errors.confirm !== null

/** The token of `?token=…`, trimmed; null when missing or blank. */
export const tokenFromSearch = (search: string): string | null => {
  const token = new URLSearchParams(search).get("token")?.trim() ?? ""
  return token === "" ? null : token
}
