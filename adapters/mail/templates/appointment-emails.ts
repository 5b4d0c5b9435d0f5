import {
  formatItalianDate,
  formatItalianTime,
  italianTimeZone,
} from "../../../domain/shared/italian-dates.ts"
import { linkTo } from "./italian-format.ts"
import { renderMail, type RenderedMail } from "./mail-layout.ts"
import { withoutLinks } from "./user-text.ts"
import { DEFAULT_ASSISTANT_NAME } from "../../../domain/shared/constants.ts"

export interface AppointmentEmailInput {
  readonly name: string
  readonly scheduledAt: Date
  /** IANA zone the user booked in; SPEC §5 sends Europe/Rome. */
  readonly timezone?: string
  readonly notes?: string
  readonly publicUrl: string
  /** The assistant's name (SPEC §1: renameable, default Cogi). */
  readonly aiName?: string
}

export type ReminderKind = "24h" | "3h"

const when = (input: AppointmentEmailInput) => {
  const zone = input.timezone ?? italianTimeZone
  return {
    date: formatItalianDate(input.scheduledAt, zone),
    time: formatItalianTime(input.scheduledAt, zone),
    zoneLabel: zone === italianTimeZone ? "ora italiana" : `fuso orario ${zone}`,
  }
}

const details = (input: AppointmentEmailInput): ReadonlyArray<readonly [string, string]> => {
  const { date, time, zoneLabel } = when(input)
  const notes = withoutLinks(input.notes?.trim() ?? "")
  return [
    ["Data", date],
    ["Ora", `${time} (${zoneLabel})`],
    ...(notes !== "" ? [["Le tue note", notes] as const] : []),
  ]
}

const dashboard = (input: AppointmentEmailInput) => ({
  label: "Apri Cogi",
  url: linkTo(input.publicUrl, "/dashboard"),
})

/** Sent when an appointment is booked. */
export const appointmentConfirmationEmail = (
  input: AppointmentEmailInput & { readonly remindersEnabled: boolean },
): RenderedMail => {
  const { date, time } = when(input)
  return renderMail({
    subject: `Appuntamento confermato: ${date} alle ${time}`,
    name: input.name,
    intro: [
      `la tua prossima sessione con ${withoutLinks(input.aiName ?? DEFAULT_ASSISTANT_NAME)} è in calendario. Ritagliarti questo spazio è già un bel passo.`,
    ],
    details: details(input),
    action: dashboard(input),
    outro: [
      input.remindersEnabled
        ? "Ti manderemo un promemoria 24 ore prima e un altro 3 ore prima dell'appuntamento."
        : "Hai scelto di non ricevere promemoria via email: segnati la data per non dimenticarla.",
    ],
  })
}

/** Sent 24 hours and 3 hours before an appointment. */
export const appointmentReminderEmail = (
  input: AppointmentEmailInput & { readonly kind: ReminderKind },
): RenderedMail => {
  const { date, time } = when(input)
  const aiName = withoutLinks(input.aiName ?? DEFAULT_ASSISTANT_NAME)
  return renderMail({
    subject:
      input.kind === "24h"
        ? `Promemoria: la tua sessione di ${date} alle ${time}`
        : `Tra poche ore la tua sessione delle ${time}`,
    name: input.name,
    intro: [
      input.kind === "24h"
        ? `ti ricordiamo che la tua prossima sessione con ${aiName} è fissata per ${date} alle ${time}.`
        : `manca poco: la tua sessione con ${aiName} è fissata per ${date} alle ${time}.`,
      "Se puoi, scegli un posto tranquillo e prenditi qualche minuto per te prima di iniziare.",
    ],
    details: details(input),
    action: dashboard(input),
    outro: ["Se non riesci a esserci, nessun problema: potrai fissare un nuovo appuntamento quando vuoi."],
  })
}
