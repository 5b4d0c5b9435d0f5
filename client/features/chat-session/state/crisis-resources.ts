/**
 * The fixed Italian crisis card (DESIGN §7). A copy of domain/safety/crisis-resources.ts, which the client
 * may not import: crisis-resources.test.ts pins the numbers so the two cannot drift apart silently.
 */
export type CrisisResource = {
  readonly name: string
  /** As written for people, with spaces. */
  readonly phone: string
  /** For `tel:` links: digits only. */
  readonly dial: string
  readonly description: string
}

export const CRISIS_RESOURCES: ReadonlyArray<CrisisResource> = [
  {
    name: "Numero unico di emergenza",
    phone: "112",
    dial: "112",
    description:
      "Se sei in pericolo immediato o temi per la tua vita o per quella di qualcun altro. Attivo 24 ore su 24.",
  },
  {
    name: "Telefono Amico",
    phone: "02 2327 2327",
    dial: "0223272327",
    description:
      "Ascolto anonimo per chi sta attraversando un momento difficile e ha bisogno di parlare con qualcuno.",
  },
  {
    name: "Telefono Azzurro",
    phone: "19696",
    dial: "19696",
    description:
      "Per bambini, ragazzi e ragazze, e per gli adulti che si preoccupano per loro. Attivo 24 ore su 24.",
  },
  {
    name: "Antiviolenza e stalking",
    phone: "1522",
    dial: "1522",
    description:
      "Numero gratuito contro la violenza e lo stalking: aiuto anonimo, anche in più lingue, 24 ore su 24.",
  },
]

export const CRISIS_CARD = {
  title: "Non sei solo, non sei sola",
  message:
    "Quello che stai vivendo conta. Se senti di essere in pericolo o di non farcela, parlane subito con una " +
    "persona: questi numeri rispondono anche adesso.",
  resources: CRISIS_RESOURCES,
  footer:
    "Cogi è un assistente basato su intelligenza artificiale e non può intervenire in un'emergenza. " +
    "Puoi anche chiamare una persona di cui ti fidi.",
} as const

const RELATIONS: Record<string, string> = {
  amico: "amico",
  familiare: "familiare",
  partner: "partner",
  altro: "altro",
}

/** "Il tuo contatto di emergenza: Nome (relazione) — telefono"; an empty relation reads "Non specificato". */
export const emergencyContactLine = (contact: {
  readonly name: string
  readonly phone: string
  readonly relation: string | null
}): string =>
  `Il tuo contatto di emergenza: ${contact.name} (${contact.relation === null ? "Non specificato" : (RELATIONS[contact.relation] ?? contact.relation)}) — ${contact.phone}`

export const dialable = (phone: string): string => phone.replace(/[^\d+]/g, "")
