import type { EmergencyContactRelation as RelationSchema } from "../../contract/user.ts"

/** amico, familiare, partner or altro: the contract's literals (contract/user.ts). */
export type EmergencyContactRelation = (typeof RelationSchema)["Type"]

/** The one list of the client: a relation missing here, or one the contract does not know, does not compile. */
const LABELS: Readonly<Record<EmergencyContactRelation, string>> = {
  amico: "Amico",
  familiare: "Familiare",
  partner: "Partner",
  altro: "Altro",
}

const isRelation = (value: string): value is EmergencyContactRelation => Object.hasOwn(LABELS, value)

/** A select's value: a relation, or "" for "Non specificato". */
export type RelationChoice = "" | EmergencyContactRelation

export const relationChoiceOf = (value: string): RelationChoice => (isRelation(value) ? value : "")

export const RELATION_OPTIONS: ReadonlyArray<{ readonly value: RelationChoice; readonly label: string }> = [
  { value: "", label: "Non specificato" },
  ...Object.keys(LABELS)
    .filter(isRelation)
    .map((value) => ({ value, label: LABELS[value] })),
]
