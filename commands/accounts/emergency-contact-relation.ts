import { EmergencyContactRelation } from "../../contract/user.ts"

export type Relation = typeof EmergencyContactRelation.Type

/** amico, familiare, partner, altro: the contract's one list (contract/user.ts). */
const relations: ReadonlyArray<Relation> = EmergencyContactRelation.literals

/** A form's relation: one of the list, "" for "not specified", or undefined when it names none of them. */
export const relationChoiceOf = (text: string): Relation | "" | undefined =>
  text === "" ? "" : relations.find((relation) => relation === text)

/** A stored relation as the contract shows it; anything else is "not specified" (null). */
export const storedRelationOf = (value: string | null): Relation | null =>
  relations.find((relation) => relation === value) ?? null
