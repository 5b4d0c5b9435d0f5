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
