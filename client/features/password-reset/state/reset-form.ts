/** SPEC §5/§9: at least 6 characters, with the registration's message. */
export const MIN_PASSWORD_LENGTH = 6
export const PASSWORD_TOO_SHORT = "La password deve essere di almeno 6 caratteri"
export const PASSWORDS_DIFFER = "Le password non coincidono"
export const RESET_FAILED = "Non è stato possibile aggiornare la password. Riprova più tardi."
export const MISSING_TOKEN =
  "Il link per reimpostare la password non è completo. Controlla l'email che hai ricevuto."

export type ResetFormErrors = { readonly password: string | null; readonly confirm: string | null }

export const NO_ERRORS: ResetFormErrors = { password: null, confirm: null }

export const validateResetForm = (password: string, confirm: string): ResetFormErrors => ({
  password: password.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : null,
  confirm: confirm !== password ? PASSWORDS_DIFFER : null,
})

export const hasErrors = (errors: ResetFormErrors): boolean =>
  errors.password !== null || errors.confirm !== null

/** The token of `?token=…`, trimmed; null when missing or blank. */
export const tokenFromSearch = (search: string): string | null => {
  const token = new URLSearchParams(search).get("token")?.trim() ?? ""
  return token === "" ? null : token
}
