import { lazy, Suspense } from "react"

import { themeToggleSize } from "./theme-toggle-slot.css.ts"

const ThemeToggle = lazy(() => import("./theme-toggle.tsx").then((m) => ({ default: m.ThemeToggle })))

/**
 * The theme toggle, fetched outside the first load (the theme itself is applied before the first paint by
 * `public/theme-init.js`); its place is kept meanwhile, so nothing moves when it appears.
 */
export const ThemeToggleSlot = () => (
  <Suspense fallback={<span className={themeToggleSize} aria-hidden="true" />}>
    <ThemeToggle />
  </Suspense>
)
