// Where the session survives a reload: the token persistently, the password only for this tab.
const TOKEN_KEY = "cogi.access_token"
const PASSWORD_KEY = "cogi.passphrase"

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

export const storedPassphrase = {
  read: (): string | null => safely(() => sessionStorage.getItem(PASSWORD_KEY), null),
  write: (password: string) => safely(() => sessionStorage.setItem(PASSWORD_KEY, password), undefined),
  clear: () => safely(() => sessionStorage.removeItem(PASSWORD_KEY), undefined),
}
