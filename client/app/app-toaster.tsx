import { lazy, Suspense, useEffect, useState } from "react"

import { loadSonner, TOAST_DURATION_MS } from "../lib/notify.ts"

const ToastHost = lazy(() =>
  Promise.all([import("./toast-host.tsx"), loadSonner()]).then(([m]) => ({ default: m.ToastHost })),
)

/** Mounts the toaster (sonner, its theme and placement) once the first screen has painted, outside the first load. */
export const AppToaster = () => {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const id = setTimeout(() => setReady(true), 0)
    return () => clearTimeout(id)
  }, [])
  if (!ready) return null
  return (
    <Suspense fallback={null}>
      <ToastHost duration={TOAST_DURATION_MS} />
    </Suspense>
  )
}
