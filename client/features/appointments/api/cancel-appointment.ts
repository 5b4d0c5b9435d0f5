import { useMutation, useQueryClient } from "@tanstack/react-query"

import type { ApiClient } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { upcomingAppointmentsQueryKey } from "./upcoming-appointments.ts"

/** DELETE /api/appointments/{id}: the appointment and its reminders. */
export const cancelAppointment = (api: ApiClient, id: string) =>
  api.delete("appointments.cancel", `/appointments/${encodeURIComponent(id)}`)

export const useCancelAppointment = () => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => cancelAppointment(api, id),
    // awaited: the cancelled one has left the list before the caller closes its dialog (focus then has a place)
    onSuccess: () => queryClient.invalidateQueries({ queryKey: upcomingAppointmentsQueryKey }),
  })
}
