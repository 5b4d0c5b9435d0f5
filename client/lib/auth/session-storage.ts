// Where the session survives a reload: the token persistently. The password is never stored anywhere: the
// browser keeps the data key instead (lib/crypto/key-store.ts).
const TOKEN_KEY = "cogi.access_token"
/** Where an older version kept the password for the tab: removed on sight. */
const LEGACY_PASSWORD_KEY = "cogi.passphrase"

const safely = <T>(action: () => T, fallback: T): T => {
  try {
    return action()
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): the session then lasts one page.
    return fallback
  }
}

export const storedToken = {
  read: (): string | null => safely(() => localStorage.getItem(TOKEN_KEY), null),
  write: (token: string) => safely(() => localStorage.setItem(TOKEN_KEY, token), undefined),
  clear: () => safely(() => localStorage.removeItem(TOKEN_KEY), undefined),
}

export const forgetLegacyPassword = () =>
  safely(() => sessionStorage.removeItem(LEGACY_PASSWORD_KEY), undefined)
