import * as field from "../../../components/ui/field.css.ts"
import { TIME_SLOTS, type AppointmentMonth } from "../state/appointment-schedule.ts"
import * as dialog from "./dialog.css.ts"

type AppointmentWhenFieldsProps = {
  /** The base of the fields' ids (`useId`). */
  readonly ids: string
  readonly days: ReadonlyArray<AppointmentMonth>
  readonly date: string
  readonly time: string
  readonly dateInvalid: boolean
  readonly timeInvalid: boolean
  readonly onDate: (date: string) => void
  readonly onTime: (time: string) => void
}

/**
 * The day and the time of the appointment. Lists rather than native date fields: the days are always written
 * in Italian (a date field follows the browser's language, not the page's) and only the allowed ones exist.
 */
export const AppointmentWhenFields = ({
  ids,
  days,
  date,
  time,
  dateInvalid,
  timeInvalid,
  onDate,
  onTime,
}: AppointmentWhenFieldsProps) => (
  <div className={dialog.row}>
    <div className={field.field}>
      <label htmlFor={`${ids}-date`} className={field.label}>
        Data
      </label>
      <select
        id={`${ids}-date`}
        name="date"
        className={field.control}
        value={date}
        required
        aria-invalid={dateInvalid || undefined}
        aria-describedby={`${ids}-date-hint`}
        onChange={(event) => onDate(event.target.value)}
      >
        <option value="">Scegli un giorno</option>
        {days.map((month) => (
          <optgroup key={month.label} label={month.label}>
            {month.days.map((day) => (
              <option key={day.value} value={day.value}>
                {day.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <p id={`${ids}-date-hint`} className={field.hint}>
        Da domani fino a 3 mesi
      </p>
    </div>
    <div className={field.field}>
      <label htmlFor={`${ids}-time`} className={field.label}>
        Orario
      </label>
      <select
        id={`${ids}-time`}
        name="time"
        className={field.control}
        value={time}
        required
        aria-invalid={timeInvalid || undefined}
        aria-describedby={`${ids}-time-hint`}
        onChange={(event) => onTime(event.target.value)}
      >
        <option value="">Scegli un orario</option>
        {TIME_SLOTS.map((slot) => (
          <option key={slot} value={slot}>
            {slot}
          </option>
        ))}
      </select>
      <p id={`${ids}-time-hint`} className={field.hint}>
        Dalle 9:00 alle 18:00
      </p>
    </div>
  </div>
)
