import { queryOptions, useQuery } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import type { SuccessOf } from "../../../lib/api-endpoints.ts"

/** GET /api/appointments: the user's appointments still ahead, soonest first. */
export type UpcomingAppointment = SuccessOf<"appointments.list">["appointments"][number]

export const upcomingAppointmentsQueryKey = ["appointments", "upcoming"] as const

export const getUpcomingAppointments = (api: ApiClient) => api.get("appointments.list", "/appointments")

export const upcomingAppointmentsQueryOptions = (api: ApiClient) =>
  queryOptions({ queryKey: upcomingAppointmentsQueryKey, queryFn: () => getUpcomingAppointments(api) })

export const useUpcomingAppointments = () => {
  const api = useApiClient()
  return useQuery(upcomingAppointmentsQueryOptions(api))
}
