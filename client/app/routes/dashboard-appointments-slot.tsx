import { lazy, Suspense } from "react"

/** The upcoming appointments and the booking dialog: fetched after the dashboard's first paint. */
const UpcomingAppointments = lazy(() =>
  import("../../features/appointments/components/upcoming-appointments.tsx").then((m) => ({
    default: m.UpcomingAppointments,
  })),
)

export const DashboardAppointmentsSlot = () => (
  <Suspense fallback={null}>
    <UpcomingAppointments />
  </Suspense>
)
