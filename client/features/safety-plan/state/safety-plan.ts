import type { CrisisResource } from "../../../lib/crisis-card.ts"
import type { EmergencyContact } from "../../../lib/auth/user.ts"
import { SECTIONS, type SafetyPlan } from "../../../lib/safety-plan-record.ts"

export {
  fromVaultText,
  SECTIONS,
  toVaultText,
  type SafetyPlan,
  type SectionId,
} from "../../../lib/safety-plan-record.ts"

/** A new plan: empty, except the services, prefilled with the server's crisis numbers and the user's contact. */
export const newPlan = (
  resources: ReadonlyArray<CrisisResource>,
  contact: EmergencyContact | null,
): SafetyPlan => ({
  warning_signs: [],
  coping_alone: [],
  distraction: [],
  people_for_help: contact === null ? [] : [`${contact.name}: ${contact.phone}`],
  professionals: [
    ...resources.map((r) => `${r.name}: ${r.phone}`),
    ...(contact === null ? [] : [`Il mio contatto di emergenza, ${contact.name}: ${contact.phone}`]),
  ],
  safe_environment: [],
  reasons_for_living: [],
})

/** The plan's rule (issue 27): at least one person to contact, because plans without one protect less. */
export const HUMAN_CONTACT_MISSING =
  "Scrivi almeno una persona a cui chiedere aiuto, con il suo numero: nei momenti difficili una persona da " +
  "chiamare fa la differenza. Se ora non ti viene in mente nessuno, puoi scrivere il tuo medico o Telefono " +
  "Amico (02 2327 2327)."

export const lacksHumanContact = (plan: SafetyPlan): boolean => plan.people_for_help.length === 0

/** A plan being edited with nobody to contact gets the emergency contact, when there is one, to start from. */
export const withContactPrefilled = (plan: SafetyPlan, contact: EmergencyContact | null): SafetyPlan =>
  lacksHumanContact(plan) && contact !== null
    ? { ...plan, people_for_help: [`${contact.name}: ${contact.phone}`] }
    : plan

/** One item per line; empty lines are dropped. */
export const linesOf = (text: string): ReadonlyArray<string> =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")

export const isEmpty = (plan: SafetyPlan): boolean => SECTIONS.every((s) => plan[s.id].length === 0)
