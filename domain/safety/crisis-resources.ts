/**
 * The fixed Italian crisis card. It is shown whenever the detector flags a message, whatever the model says,
 * and nothing else (paywall, upsell) is shown with it. The numbers are fixed here and only here.
 */
export interface CrisisResource {
  readonly name: string
  /** As written for people, with spaces. */
  readonly phone: string
  /** For `tel:` links: digits only. */
  readonly dial: string
  readonly description: string
}

export interface CrisisCard {
  readonly title: string
  readonly message: string
  readonly resources: ReadonlyArray<CrisisResource>
  readonly footer: string
}

export const CRISIS_RESOURCES: ReadonlyArray<CrisisResource> = [
  {
    name: "Numero unico di emergenza",
    phone: "112",
    dial: "112",
    description:
      "Se sei in pericolo immediato o temi per la tua vita o per quella di qualcun altro. Risponde 24 ore su 24, " +
      "tutti i giorni.",
  },
  {
    name: "Telefono Amico",
    phone: "02 2327 2327",
    dial: "0223272327",
    description:
      "Ascolto anonimo per chi sta attraversando un momento difficile e ha bisogno di parlare con qualcuno. " +
      "Risponde tutti i giorni dalle 9 a mezzanotte.",
  },
  {
    name: "Telefono Azzurro",
    phone: "19696",
    dial: "19696",
    description:
      "Per bambini, ragazzi e ragazze, e per gli adulti che si preoccupano per loro. Risponde 24 ore su 24, " +
      "tutti i giorni.",
  },
  {
    name: "Antiviolenza e stalking",
    phone: "1522",
    dial: "1522",
    description:
      "Numero gratuito contro la violenza e lo stalking: aiuto anonimo, anche in più lingue. Risponde 24 ore " +
      "su 24, tutti i giorni.",
  },
]

const [EMERGENCY_NUMBER, TELEFONO_AMICO, TELEFONO_AZZURRO, ANTIVIOLENZA] = CRISIS_RESOURCES as readonly [
  CrisisResource,
  CrisisResource,
  CrisisResource,
  CrisisResource,
]
/** Each number by name, for the texts that say one of them (the system prompt, the offline replies, mails). */
export { ANTIVIOLENZA, EMERGENCY_NUMBER, TELEFONO_AMICO, TELEFONO_AZZURRO }

export const CRISIS_CARD: CrisisCard = {
  title: "Non devi affrontarlo in solitudine",
  message:
    "Quello che stai vivendo conta. Se senti di essere in pericolo o di non farcela, parlane subito con una " +
    "persona: il 112 risponde sempre, e qui trovi chi ascolta e quando.",
  resources: CRISIS_RESOURCES,
  footer:
    "Cogi è un assistente basato su intelligenza artificiale e non può intervenire in un'emergenza. " +
    "Puoi anche chiamare una persona di cui ti fidi.",
}
