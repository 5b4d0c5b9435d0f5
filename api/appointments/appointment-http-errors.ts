import type { AppointmentError } from "../../domain/appointment/appointment-errors.ts"
import { conditionCode } from "../condition-code.ts"
import { Conflict, NotFound, ValidationError } from "../../contract/errors.ts"

export const appointmentErrorText = (error: AppointmentError): string => {
  switch (error._tag) {
    case "AppointmentDateMissing":
      return "Seleziona data e orario per l'appuntamento"
    case "AppointmentDateInvalid":
      return "Data dell'appuntamento non valida."
    case "AppointmentDateOutOfRange":
      return "Scegli una data da domani fino a 3 mesi da oggi."
    case "AppointmentSlotInvalid":
      return "Scegli un orario tra le 09:00 e le 18:00, ogni 30 minuti."
    case "AppointmentNotesTooLong":
      return "Le note possono contenere al massimo 200 caratteri."
    case "AppointmentTimezoneUnsupported":
      return "Fuso orario non supportato: usa Europe/Rome."
    case "AppointmentAlreadyScheduled":
      return "Errore nella creazione dell'appuntamento. Riprova."
    case "AppointmentNotFound":
      return "Appuntamento non trovato."
    case "AppointmentAlreadyPassed":
      return "Questo appuntamento è già passato: non c'è più niente da annullare."
    case "ReminderNotDue":
      return "Promemoria non ancora dovuto."
    default: {
      const unhandled: never = error
      return unhandled
    }
  }
}

/** Every appointment refusal is a 400 with its code and the text above. */
export const appointmentHttpError = (error: AppointmentError): ValidationError =>
  new ValidationError({ code: conditionCode(error._tag), detail: appointmentErrorText(error) })

/** Cancelling: an unknown (or another user's) appointment is 404, one already passed 409, anything else 400. */
export const appointmentCancelHttpError = (
  error: AppointmentError,
): NotFound | Conflict | ValidationError => {
  const detail = appointmentErrorText(error)
  switch (error._tag) {
    case "AppointmentNotFound":
      return new NotFound({ code: "APPOINTMENT_NOT_FOUND", detail })
    case "AppointmentAlreadyPassed":
      return new Conflict({ code: "APPOINTMENT_ALREADY_PASSED", detail })
    default:
      return appointmentHttpError(error)
  }
}

export const appointmentCancelledText = "Appuntamento annullato: non riceverai promemoria."

/** The success text of POST /appointments; the caller formats the date and time (it-IT, Europe/Rome). */
export const appointmentScheduledText = (formattedDateTime: string, remindersEnabled: boolean): string =>
  remindersEnabled
    ? `Appuntamento fissato per ${formattedDateTime}. Ti invieremo un promemoria 24 ore e 3 ore prima.`
    : `Appuntamento fissato per ${formattedDateTime}.`
