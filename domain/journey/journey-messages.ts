import type { JourneyError } from "./journey-errors.ts"

/** The Italian `detail` of each journey error. */
export const journeyErrorMessage = (error: JourneyError): string => {
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
  }
}
