import { useId, useRef, useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { formatInstant } from "../../../lib/format-date.ts"
import { notify } from "../../../lib/notify.ts"
import { useCancelAppointment } from "../api/cancel-appointment.ts"
import { useUpcomingAppointments, type UpcomingAppointment } from "../api/upcoming-appointments.ts"
import { AppointmentDialog } from "./appointment-dialog.tsx"
import { CancelAppointmentDialog } from "./cancel-appointment-dialog.tsx"
import * as styles from "./upcoming-appointments.css.ts"

const CANCEL_FAILED = "Non è stato possibile annullare l'appuntamento. Riprova."

/** "martedì 24 novembre alle 10:30", on Rome's clock as it was booked. */
export const appointmentWhen = (iso: string) =>
  `${formatInstant(iso, "romeWeekdayDate")} alle ${formatInstant(iso, "romeTime")}`

/**
 * On the dashboard (issue 28): the appointments still ahead, each with "Annulla" (its reminders go with it),
 * and "Programma una sessione" at any time, not only when a session is ending.
 */
export const UpcomingAppointments = () => {
  const id = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)
  const upcoming = useUpcomingAppointments()
  const cancel = useCancelAppointment()
  const [booking, setBooking] = useState(false)
  const [cancelling, setCancelling] = useState<UpcomingAppointment | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const appointments = upcoming.data?.appointments ?? []

  const confirmCancel = () => {
    if (cancelling === null) return
    setProblem(null)
    cancel.mutate(cancelling.id, {
      onSuccess: (response) => {
        setCancelling(null)
        notify.success(response.message)
      },
      onError: (error) => setProblem(errorMessage(error, CANCEL_FAILED)),
    })
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.header}>
        <h2 id={`${id}-title`} ref={titleRef} tabIndex={-1} className={styles.title}>
          I tuoi appuntamenti
        </h2>
        <Button variant="secondary" onClick={() => setBooking(true)} aria-haspopup="dialog">
          Programma una sessione
        </Button>
      </div>
      {upcoming.isError ? (
        <p className={styles.muted} role="status">
          Non è stato possibile caricare i tuoi appuntamenti.{" "}
          <Button variant="ghost" onClick={() => void upcoming.refetch()}>
            Riprova
          </Button>
        </p>
      ) : upcoming.data !== undefined && appointments.length === 0 ? (
        <p className={styles.muted}>
          Nessun appuntamento in programma. Puoi fissare la prossima sessione quando vuoi: ti mandiamo un
          promemoria il giorno prima e 3 ore prima.
        </p>
      ) : (
        <ul className={styles.list}>
          {appointments.map((appointment) => (
            <AppointmentItem
              key={appointment.id}
              appointment={appointment}
              onCancel={() => {
                setProblem(null)
                setCancelling(appointment)
              }}
            />
          ))}
        </ul>
      )}
      <AppointmentDialog open={booking} onOpenChange={setBooking} />
      <CancelAppointmentDialog
        when={cancelling === null ? null : appointmentWhen(cancelling.scheduled_date)}
        onOpenChange={(open) => {
          if (!open) setCancelling(null)
        }}
        pending={cancel.isPending}
        error={problem}
        onConfirm={confirmCancel}
        fallbackFocus={titleRef}
      />
    </section>
  )
}

const AppointmentItem = ({
  appointment,
  onCancel,
}: {
  readonly appointment: UpcomingAppointment
  readonly onCancel: () => void
}) => {
  const when = appointmentWhen(appointment.scheduled_date)
  return (
    <li className={styles.item}>
      <div className={styles.when}>
        <span className={styles.whenText}>{when}</span>
        <span className={styles.muted}>
          {appointment.reminder_emails_enabled
            ? "Promemoria via email 24 ore e 3 ore prima"
            : "Senza promemoria via email"}
        </span>
        {appointment.notes !== "" ? <span className={styles.notes}>{appointment.notes}</span> : null}
      </div>
      <Button variant="ghost" onClick={onCancel} aria-label={`Annulla l'appuntamento di ${when}`}>
        Annulla
      </Button>
    </li>
  )
}
