/**
 * Notices that show once (SPEC: the halfway and ending-soon toasts, the welcome banner) are remembered in
 * localStorage, so a reload or Back does not bring them again. Only the notice's name and an id are stored,
 * never anything the user wrote.
 */
const PREFIX = "cogi.seen."

const keyOf = (notice: string, scope: string) => `${PREFIX}${notice}.${scope}`

const safely = <A>(run: () => A, fallback: A): A => {
  try {
    return run()
  } catch {
    return fallback
  }
}

export const seenOnce = {
  has: (notice: string, scope: string): boolean =>
    safely(() => localStorage.getItem(keyOf(notice, scope)) !== null, false),
  mark: (notice: string, scope: string): void =>
    safely(() => localStorage.setItem(keyOf(notice, scope), "1"), undefined),
}
