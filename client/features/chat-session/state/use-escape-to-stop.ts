import { useEffect, useRef } from "react"

/**
 * Esc stops the reply that is arriving, like the Stop button; not while a dialog is open (Esc closes that), nor
 * when something else already handled the key.
 */
export const useEscapeToStop = (active: boolean, stop: () => void) => {
  const stopRef = useRef(stop)
  useEffect(() => {
    stopRef.current = stop
  }, [stop])
  useEffect(() => {
    if (!active) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || event.isComposing) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"]') !== null) return
      event.preventDefault()
      stopRef.current()
    }
    window.addEventListener("keydown", onKeyDown)
    return () => window.removeEventListener("keydown", onKeyDown)
  }, [active])
}
