import type { JourneyError } from "../../domain/journey/journey-errors.ts"
import { conditionCode } from "../condition-code.ts"
import { Conflict, NotFound, ValidationError } from "../../contract/errors.ts"

/** The Italian `detail` of each journey error. */
export const journeyErrorText = (error: JourneyError): string => {
  switch (error._tag) {
    case "JourneyCiphertextInvalid":
      return "Il contenuto non è valido: deve arrivare cifrato dal browser e non essere troppo lungo."
    case "SummaryNotFound":
      return "Riassunto non trovato: forse l'hai già eliminato."
    case "SummaryAlreadySaved":
      return "Questa sessione ha già un riassunto: puoi modificarlo dal tuo percorso."
    case "MoodAlreadyRecorded":
      return error.moment === "start"
        ? "Hai già indicato come ti sentivi all'inizio di questa sessione."
        : "Hai già indicato come ti senti alla fine di questa sessione."
    case "MoodNotFound":
      return "Registrazione dell'umore non trovata: forse l'hai già eliminata."
    case "VisitNoteNotFound":
      return "Non c'è una nota salvata da eliminare: forse l'hai già eliminata."
  }
}

/** The HTTP face of each journey refusal: its status, its code and the text above. */
export const journeyHttpError = (error: JourneyError) => {
  const detail = journeyErrorText(error)
  switch (error._tag) {
    case "JourneyCiphertextInvalid":
      return new ValidationError({ code: conditionCode(error._tag), detail })
    case "SummaryNotFound":
    case "MoodNotFound":
    case "VisitNoteNotFound":
      return new NotFound({ code: conditionCode(error._tag), detail })
    case "SummaryAlreadySaved":
    case "MoodAlreadyRecorded":
      return new Conflict({ code: conditionCode(error._tag), detail })
  }
}
