import { useMutation, useQueryClient } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { upcomingAppointmentsQueryKey } from "./upcoming-appointments.ts"

/** POST /api/appointments (SPEC §3 Appointment create payload). */
export type CreateAppointmentRequest = {
  /** ISO-8601 UTC instant of the Rome wall-clock date and time chosen. */
  readonly scheduled_date: string
  readonly timezone: "Europe/Rome"
  readonly notes: string
  readonly reminder_emails_enabled: boolean
}

export const createAppointment = (api: ApiClient, request: CreateAppointmentRequest) =>
  api.post("appointments.create", "/appointments", request)

/** Books it; the dashboard's list of upcoming appointments is read again. */
export const useCreateAppointment = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CreateAppointmentRequest) => createAppointment(api, request),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: upcomingAppointmentsQueryKey }),
  })
}
