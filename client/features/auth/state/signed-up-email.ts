/*
 * The address just used to sign up, kept in this browser until the next sign-in, so that the sign-in page (where
 * the verification link leads, often in another tab) shows it already filled in. Only the address: never the
 * password, which the user types again to open their data key.
 */
const KEY = "cogi.signed_up_email"

const safely = <T>(action: () => T, fallback: T): T => {
  try {
    return action()
  } catch {
    // storage can be unavailable (private mode): the field is then simply empty
    return fallback
  }
}

export const signedUpEmail = {
  read: (): string => safely(() => localStorage.getItem(KEY) ?? "", ""),
  write: (email: string) => safely(() => localStorage.setItem(KEY, email), undefined),
  clear: () => safely(() => localStorage.removeItem(KEY), undefined),
}
