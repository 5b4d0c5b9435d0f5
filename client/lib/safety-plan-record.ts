/*
 * The safety plan as the encrypted vault holds it: its seven sections and the vault record's format. Shared
 * because the plan is edited in the safety-plan feature and kept in the data export (account).
 */
/** The seven steps of a Stanley & Brown safety plan, as the user reads them. */
export const SECTIONS = [
  {
    id: "warning_signs",
    title: "I miei segnali di allarme",
    guidance:
      "Quali pensieri, immagini, emozioni o situazioni ti dicono che sta arrivando un momento difficile? " +
      "Ad esempio: «non dormo», «mi chiudo in camera», «penso che non cambierà mai niente».",
  },
  {
    id: "coping_alone",
    title: "Cosa posso fare per conto mio",
    guidance:
      "Cose semplici che ti aiutano a stare un po' meglio senza chiedere a nessuno: una passeggiata, una " +
      "doccia calda, respirare lentamente, ascoltare una canzone, scrivere.",
  },
  {
    id: "distraction",
    title: "Persone e luoghi che mi aiutano a pensare ad altro",
    guidance:
      "Persone con cui stare senza dover parlare del problema, e posti dove sentirti in compagnia: un " +
      "bar, la biblioteca, la casa di un'amica, un parco.",
  },
  {
    id: "people_for_help",
    title: "Persone a cui posso chiedere aiuto",
    guidance:
      "Chi puoi chiamare o a cui puoi scrivere quando stai male davvero? Scrivi nome e numero. Serve almeno " +
      "una persona: i piani che nominano qualcuno da chiamare proteggono di più nei momenti difficili.",
  },
  {
    id: "professionals",
    title: "Professionisti e servizi",
    guidance:
      "I numeri che rispondono anche adesso, il tuo contatto di emergenza, e se vuoi il tuo medico, il tuo " +
      "psicologo o il centro di salute mentale della tua zona.",
  },
  {
    id: "safe_environment",
    title: "Rendere più sicuro l'ambiente intorno a me",
    guidance:
      "Che cosa puoi allontanare o affidare a qualcuno nei momenti difficili? Ad esempio farmaci in più, " +
      "oggetti con cui potresti farti del male. Puoi chiedere aiuto a una persona di fiducia per farlo.",
  },
  {
    id: "reasons_for_living",
    title: "Le mie ragioni per vivere",
    guidance: "Le persone, gli animali, i progetti, le cose piccole e grandi che contano per te.",
  },
] as const

export type SectionId = (typeof SECTIONS)[number]["id"]
export type SafetyPlan = { readonly [id in SectionId]: ReadonlyArray<string> }

/**
 * What goes into the encrypted vault: a tagged JSON record, so the vault can hold other private things later.
 * Nothing of it leaves the browser unencrypted.
 */
export const toVaultText = (plan: SafetyPlan): string =>
  JSON.stringify({ kind: "cogi-vault/1", safetyPlan: plan })

export const fromVaultText = (text: string): SafetyPlan | null => {
  try {
    const parsed = JSON.parse(text) as { kind?: unknown; safetyPlan?: Record<string, unknown> }
    if (parsed.kind !== "cogi-vault/1" || typeof parsed.safetyPlan !== "object" || parsed.safetyPlan === null)
      return null
    const source = parsed.safetyPlan
    const section = (id: SectionId) => {
      const value = source[id]
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []
    }
    return {
      warning_signs: section("warning_signs"),
      coping_alone: section("coping_alone"),
      distraction: section("distraction"),
      people_for_help: section("people_for_help"),
      professionals: section("professionals"),
      safe_environment: section("safe_environment"),
      reasons_for_living: section("reasons_for_living"),
    }
  } catch {
    return null
  }
}
