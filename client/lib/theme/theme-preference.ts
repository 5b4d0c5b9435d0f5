import { useSyncExternalStore } from "react"

/** The user's theme choice. "system" follows `prefers-color-scheme`. */
export type ThemePreference = "system" | "light" | "dark"

/** Also read by `public/theme-init.js`, which applies the choice before the first paint. */
export const THEME_STORAGE_KEY = "cogi-theme"

const isChoice = (value: unknown): value is "light" | "dark" => value === "light" || value === "dark"

const stored = (): ThemePreference => {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return isChoice(value) ? value : "system"
  } catch {
    return "system"
  }
}

let current: ThemePreference | undefined
const listeners = new Set<() => void>()

export const getThemePreference = (): ThemePreference => (current ??= stored())

/** Remembers the choice and applies it to `<html data-theme>` at once (the theme's CSS does the rest). */
export const setThemePreference = (preference: ThemePreference) => {
  current = preference
  try {
    if (preference === "system") localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, preference)
  } catch {
    // not remembered, still applied for this visit
  }
  if (isChoice(preference)) document.documentElement.setAttribute("data-theme", preference)
  else document.documentElement.removeAttribute("data-theme")
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useThemePreference = () => useSyncExternalStore(subscribe, getThemePreference)
