import { postJson } from "./app-server.ts"

/** `HH:MM` Rome wall-clock time, `days` from today, as an ISO instant with Rome's offset that day. */
export const romeSlot = (days: number, time: string) => {
  const day = new Date(Date.now() + days * 86_400_000)
  const date = day.toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" })
  const offset =
    new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Rome", timeZoneName: "longOffset" })
      .formatToParts(day)
      .find((p) => p.type === "timeZoneName")
      ?.value.replace("GMT", "") || "+00:00"
  return new Date(`${date}T${time}:00${offset}`).toISOString()
}

/** POST /api/appointments as the dialog sends it (reminders on, no notes), with `body` over it. */
export const bookAppointment = (token: string, body: Record<string, unknown>) =>
  postJson(
    "/api/appointments",
    { timezone: "Europe/Rome", notes: "", reminder_emails_enabled: true, ...body },
    token,
  )
