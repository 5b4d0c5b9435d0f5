/** SPEC §2: the topic pills of an empty chat, each sending a prefilled message. */
export const TOPICS: ReadonlyArray<{ readonly label: string; readonly message: string }> = [
  { label: "Stress e ansia", message: "Ultimamente mi sento sotto stress e in ansia. Vorrei parlarne." },
  {
    label: "Umore e emozioni",
    message: "Vorrei parlare del mio umore e di come mi sento in questo periodo.",
  },
  { label: "Relazioni", message: "Vorrei parlare di una relazione importante per me." },
  {
    label: "Organizzazione e produttività",
    message: "Vorrei organizzare meglio le mie giornate e gestire il mio tempo.",
  },
  {
    label: "Benessere e abitudini",
    message: "Vorrei prendermi più cura del mio benessere e delle mie abitudini.",
  },
]

/** SPEC §5: an image sent without text gets a default text. */
export const IMAGE_DEFAULT_TEXT = "Ecco un'immagine che vorrei condividere con te."
