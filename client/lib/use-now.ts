import { useEffect, useState } from "react"

/** The current time, refreshed every minute, for relative dates ("2h fa") that must not go stale. */
export const useNow = (intervalMs = 60_000): Date => {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs)
    return () => window.clearInterval(timer)
  }, [intervalMs])
  return now
}
