import { lazy, Suspense } from "react"

/** The journey card of the dashboard, in its own chunk: the dashboard's first load stays as small as it was. */
const DashboardJourney = lazy(() =>
  import("../../features/journey/components/dashboard-journey.tsx").then((m) => ({
    default: m.DashboardJourney,
  })),
)

export const DashboardJourneySlot = () => (
  <Suspense fallback={null}>
    <DashboardJourney />
  </Suspense>
)
