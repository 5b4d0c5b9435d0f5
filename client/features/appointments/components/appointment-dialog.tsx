import * as Dialog from "@radix-ui/react-dialog"
import { useId, useState, type FormEvent } from "react"

import * as field from "../../../components/ui/field.css.ts"
import { FormDialogFooter } from "../../../components/ui/form-dialog-footer.tsx"
import { errorMessage, isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { serverNow } from "../../../lib/server-clock.ts"
import { useCreateAppointment } from "../api/create-appointment.ts"
import {
  APPOINTMENT_FAILED,
  APPOINTMENT_TIMEZONE,
  appointmentDays,
  DATE_OUT_OF_RANGE,
  DATE_TIME_REQUIRED,
  formatAppointmentDate,
  isDateInWindow,
  NOTES_MAX_LENGTH,
  romeWallClockToUtcIso,
  TIME_SLOTS,
} from "../state/appointment-schedule.ts"
import * as styles from "./appointment-dialog.css.ts"
import { AppointmentWhenFields } from "./appointment-when-fields.tsx"
import * as dialog from "./dialog.css.ts"
import { useReturnFocus } from "../../../lib/use-return-focus.ts"

export type AppointmentDialogProps = {
  /** Opened from a chat's ending panel or from the dashboard: the payload names no chat (SPEC §7). */
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  /** After the server confirmed the appointment (SPEC §4: the chat screen re-enables the input). */
  readonly onScheduled?: (message: string) => void
  /** The clock, for tests; defaults to the server's (`serverNow`). */
  readonly now?: () => Date
  /** The id of where the focus goes on close when what opened the dialog is gone (the chat's ending panel). */
  readonly returnFocusTo?: string
}

const SCHEDULED = "Appuntamento programmato!"

/**
 * "Programma la prossima sessione" (SPEC §5; the form starts empty at each opening): a date from tomorrow to 3 months ahead, a time from 09:00 to
 * 18:00 every 30 minutes (Rome time), optional notes up to 200 characters, reminder e-mails on by default.
 * Submits POST /api/appointments with the UTC instant and timezone Europe/Rome.
 */
export const AppointmentDialog = ({
  open,
  onOpenChange,
  onScheduled,
  now,
  returnFocusTo,
}: AppointmentDialogProps) => {
  const returnFocus = useReturnFocus(returnFocusTo)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content {...returnFocus} className={`${dialog.content} ${styles.wideContent}`}>
          <div className={dialog.header}>
            <Dialog.Title className={dialog.title}>Programma la prossima sessione</Dialog.Title>
            <Dialog.Description className={dialog.description}>
              Scegli quando vuoi ritrovarti qui. Gli orari sono quelli italiani (Europe/Rome).
            </Dialog.Description>
          </div>
          <AppointmentForm
            now={now ?? serverNow}
            onDone={(message) => {
              onScheduled?.(message)
              onOpenChange(false)
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const AppointmentForm = ({ now, onDone }: { now: () => Date; onDone: (message: string) => void }) => {
  const [date, setDate] = useState("")
  const [time, setTime] = useState("")
  const [notes, setNotes] = useState("")
  const [reminders, setReminders] = useState(true)
  const [problem, setProblem] = useState<string | null>(null)
  const create = useCreateAppointment()
  const ids = useId()
  // Fixed for this opening.
  const [days] = useState(() => appointmentDays(now()))

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (date === "" || time === "" || !TIME_SLOTS.includes(time)) {
      setProblem(DATE_TIME_REQUIRED)
      return
    }
    if (!isDateInWindow(date, now())) {
      setProblem(DATE_OUT_OF_RANGE)
      return
    }
    setProblem(null)
    create.mutate(
      {
        scheduled_date: romeWallClockToUtcIso(date, time),
        timezone: APPOINTMENT_TIMEZONE,
        notes: notes.trim(),
        reminder_emails_enabled: reminders,
      },
      {
        onSuccess: (response) => {
          if (response.success === false) {
            setProblem(response.message || APPOINTMENT_FAILED)
            return
          }
          const message = response.message || SCHEDULED
          notify.success(message, { long: true })
          onDone(message)
        },
        onError: (error) => {
          if (!isApiError(error, 401)) setProblem(errorMessage(error, APPOINTMENT_FAILED))
        },
      },
    )
  }

  const dateInvalid = problem === DATE_OUT_OF_RANGE || (problem === DATE_TIME_REQUIRED && date === "")
  const timeInvalid = problem === DATE_TIME_REQUIRED && time === ""
  const clear = () => {
    if (problem === DATE_TIME_REQUIRED || problem === DATE_OUT_OF_RANGE) setProblem(null)
  }

  return (
    <form className={dialog.form} onSubmit={onSubmit} noValidate>
      <AppointmentWhenFields
        ids={ids}
        days={days}
        date={date}
        time={time}
        dateInvalid={dateInvalid}
        timeInvalid={timeInvalid}
        onDate={(value) => {
          setDate(value)
          clear()
        }}
        onTime={(value) => {
          setTime(value)
          clear()
        }}
      />

      {date !== "" && time !== "" && isDateInWindow(date, now()) ? (
        <p className={styles.summary} aria-live="polite">
          {`${formatAppointmentDate(date)} alle ${time}`}
        </p>
      ) : null}

      <div className={field.field}>
        <div className={styles.labelRow}>
          <label htmlFor={`${ids}-notes`} className={field.label}>
            Note <span className={field.optional}>(facoltative)</span>
          </label>
          <span id={`${ids}-count`} className={styles.counter} aria-live="polite">
            {notes.length}/{NOTES_MAX_LENGTH}
          </span>
        </div>
        <textarea
          id={`${ids}-notes`}
          name="notes"
          className={`${field.control} ${styles.textarea}`}
          maxLength={NOTES_MAX_LENGTH}
          rows={3}
          placeholder="Di cosa vorresti parlare la prossima volta?"
          value={notes}
          aria-describedby={`${ids}-count`}
          onChange={(event) => setNotes(event.target.value.slice(0, NOTES_MAX_LENGTH))}
        />
      </div>

      <label className={styles.checkboxRow}>
        <input
          type="checkbox"
          name="reminder_emails_enabled"
          className={styles.checkbox}
          checked={reminders}
          onChange={(event) => setReminders(event.target.checked)}
          aria-describedby={`${ids}-reminders`}
        />
        <span className={styles.checkboxLabel}>Inviami le email di promemoria</span>
        <span id={`${ids}-reminders`} className={styles.checkboxHint}>
          Conferma ora, promemoria 24 ore e 3 ore prima
        </span>
      </label>

      <FormDialogFooter problem={problem} submitLabel="Conferma appuntamento" pending={create.isPending} />
    </form>
  )
}
