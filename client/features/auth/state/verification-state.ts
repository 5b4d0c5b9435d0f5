import { isApiError } from "../../../lib/api-client.ts"
import type { VerifyEmailResponse } from "../api/verify-email.ts"

/** SPEC §4 Email verification: verifying, then success or error; HTTP 400 means expired. */
export type VerificationState =
  | { readonly status: "verifying" }
  | { readonly status: "success"; readonly message: string }
  | { readonly status: "error"; readonly message: string }
  | { readonly status: "expired"; readonly message: string }

export const VERIFIED_REDIRECT_DELAY_MS = 5_000

export const MISSING_TOKEN: VerificationState = {
  status: "error",
  message: "Token di verifica mancante. Controlla il link nella tua email.",
}

export const verificationFromResponse = (response: VerifyEmailResponse): VerificationState =>
  response.verified
    ? { status: "success", message: nonEmpty(response.message) ?? "Email verificata con successo!" }
    : { status: "error", message: nonEmpty(response.message) ?? "Errore durante la verifica" }

export const verificationFromError = (error: unknown): VerificationState =>
  isApiError(error, 400)
    ? {
        status: "expired",
        message: "Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica.",
      }
    : { status: "error", message: "Si è verificato un errore durante la verifica. Riprova più tardi." }

const nonEmpty = (text: string) => (text.trim() === "" ? undefined : text)

/** What the dashboard receives through history state after a successful verification. */
export type WelcomeState = { readonly message: string; readonly showWelcome: true; readonly newUser: true }
