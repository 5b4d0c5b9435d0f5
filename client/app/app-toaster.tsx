import { lazy, Suspense, useEffect, useState, type CSSProperties } from "react"

import { loadSonner, TOAST_DURATION_MS } from "../lib/notify.ts"

/** sonner's rich colours, darkened to at least 4.5:1 on their tinted backgrounds (WCAG AA for small text). */
const toastColors = {
  "--success-text": "#0b5d2a",
  "--error-text": "#a30015",
  "--info-text": "#0a4f94",
  "--warning-text": "#7a4300",
} as CSSProperties

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })))

/** Mounts sonner's Toaster once the first screen has painted, outside the first load. */
export const AppToaster = () => {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 0)
    return () => clearTimeout(id)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={TOAST_DURATION_MS}
        style={toastColors}
      />
    </Suspense>
  )
}
