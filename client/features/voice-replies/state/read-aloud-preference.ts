import { useCallback, useSyncExternalStore } from "react"

/** localStorage key: "Leggi le risposte ad alta voce", remembered on this device only. */
export const READ_ALOUD_STORAGE_KEY = "cogi.read-aloud"

const listeners = new Set<() => void>()

const read = (): boolean => {
  try {
    return localStorage.getItem(READ_ALOUD_STORAGE_KEY) === "on"
  } catch {
    return false
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === READ_ALOUD_STORAGE_KEY) listener()
  }
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}

/** The switch's value and its setter (shared by every reply and the switch itself). */
export const useReadAloud = (): readonly [boolean, (on: boolean) => void] => {
  const on = useSyncExternalStore(subscribe, read, () => false)
  const set = useCallback((next: boolean) => {
    try {
      if (next) localStorage.setItem(READ_ALOUD_STORAGE_KEY, "on")
      else localStorage.removeItem(READ_ALOUD_STORAGE_KEY)
    } catch {
      // private mode without storage: the choice lasts as long as the page
    }
    for (const listener of listeners) listener()
  }, [])
  return [on, set] as const
}
