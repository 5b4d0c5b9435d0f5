/** "Il tuo contatto di emergenza: Nome (relazione) — telefono"; an empty relation reads "Non specificato". */
export const emergencyContactLine = (contact: {
  readonly name: string
  readonly phone: string
  readonly relation: string | null
}): string =>
  `Il tuo contatto di emergenza: ${contact.name} (${contact.relation === null ? "Non specificato" : contact.relation}) — ${contact.phone}`

export const dialable = (phone: string): string => phone.replace(/[^\d+]/g, "")
