import { lazy, Suspense } from "react"

/**
 * The journey card of the dashboard, fetched after the first paint from the journey page's own chunk (one chunk
 * for both, so the dashboard's first load stays as small as it was).
 */
const DashboardJourney = lazy(() =>
  import("./journey-route.tsx").then((m) => ({ default: m.DashboardJourney })),
)

export const DashboardJourneySlot = () => (
  <Suspense fallback={null}>
    <DashboardJourney />
  </Suspense>
)
