/** History state left by /verify-email after a successful verification (SPEC §2). */
export type WelcomeState = {
  readonly message: string
  readonly showWelcome: boolean
  readonly newUser: boolean
}

export const readWelcomeState = (state: unknown): WelcomeState | null => {
  if (typeof state !== "object" || state === null) return null
  if (!("showWelcome" in state) || state.showWelcome !== true) return null
  const message = "message" in state && typeof state.message === "string" ? state.message : ""
  const newUser = "newUser" in state && state.newUser === true
  return { message, showWelcome: true, newUser }
}
