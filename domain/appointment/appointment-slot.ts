import { Result } from "effect"
import {
  APPOINTMENT_FIRST_SLOT,
  APPOINTMENT_LAST_SLOT,
  APPOINTMENT_MAX_MONTHS_AHEAD,
  APPOINTMENT_SLOT_MINUTES,
} from "../shared/constants.ts"
import type { Instant } from "../shared/instant.ts"
import { addCalendarDays, addCalendarMonths, toRomeWallClock } from "../shared/rome-time.ts"
import {
  AppointmentDateInvalid,
  AppointmentDateMissing,
  AppointmentDateOutOfRange,
  AppointmentSlotInvalid,
} from "./appointment-errors.ts"

type SlotError =
  AppointmentDateMissing | AppointmentDateInvalid | AppointmentDateOutOfRange | AppointmentSlotInvalid

const minutesOfDay = (hhmm: string): number => {
  const [hours = 0, minutes = 0] = hhmm.split(":").map(Number)
  return hours * 60 + minutes
}

/** The Rome calendar dates an appointment may fall on, as of `now`: tomorrow … today + 3 months. */
export const bookableDates = (now: Instant): { readonly earliest: string; readonly latest: string } => {
  const today = toRomeWallClock(now).date
  return {
    earliest: addCalendarDays(today, 1),
    latest: addCalendarMonths(today, APPOINTMENT_MAX_MONTHS_AHEAD),
  }
}

/** The bookable times of day: 09:00, 09:30, …, 18:00 (Rome). */
export const SLOT_TIMES: ReadonlyArray<string> = Array.from(
  {
    length:
      (minutesOfDay(APPOINTMENT_LAST_SLOT) - minutesOfDay(APPOINTMENT_FIRST_SLOT)) /
        APPOINTMENT_SLOT_MINUTES +
      1,
  },
  (_, i) => {
    const total = minutesOfDay(APPOINTMENT_FIRST_SLOT) + i * APPOINTMENT_SLOT_MINUTES
    return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`
  },
)

/** SPEC §5: from tomorrow up to 3 months ahead, 09:00–18:00 Rome time in 30-minute steps. Returns UTC. */
export const validateAppointmentSlot = (
  scheduledAt: string,
  now: Instant,
): Result.Result<Instant, SlotError> => {
  if (scheduledAt.trim() === "") return Result.fail(new AppointmentDateMissing())
  const ms = Date.parse(scheduledAt)
  if (Number.isNaN(ms)) return Result.fail(new AppointmentDateInvalid({ scheduledAt }))
  const instant = new Date(ms).toISOString()
  const clock = toRomeWallClock(instant)
  const { earliest, latest } = bookableDates(now)
  if (clock.date < earliest || clock.date > latest) {
    return Result.fail(new AppointmentDateOutOfRange({ earliest, latest }))
  }
  const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`
  if (clock.second !== 0 || clock.millisecond !== 0 || !SLOT_TIMES.includes(time)) {
    return Result.fail(
      new AppointmentSlotInvalid({
        firstSlot: APPOINTMENT_FIRST_SLOT,
        lastSlot: APPOINTMENT_LAST_SLOT,
        slotMinutes: APPOINTMENT_SLOT_MINUTES,
      }),
    )
  }
  return Result.succeed(instant)
}
