import { describe, it } from "vitest"
import { given as givenFor } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import { userDecider } from "./user-decider.ts"
import { registered, userId } from "../../test/support/domain/user-fixtures.ts"

const given = givenFor(userDecider)
const update = (name: string, contact: { name: string; phone: string; relation: "" | "amico" }) =>
  ({ _tag: "UpdateProfile", name, emergencyContact: contact, now: at("09:00") }) as const

describe("User profile", () => {
  it("records the trimmed name and the contact, when both its name and phone are given", () =>
    given([registered])
      .when(update(" Anna Maria ", { name: " Luca ", phone: " 333 ", relation: "amico" }))
      .then([
        { _tag: "UserRenamed", schemaVersion: 1, userId, name: "Anna Maria", at: at("09:00") },
        {
          _tag: "EmergencyContactChanged",
          schemaVersion: 1,
          userId,
          emergencyContact: { name: "Luca", phone: "333", relation: "amico" },
          at: at("09:00"),
        },
      ]))

  it("removes the contact when its phone is blank", () =>
    given([registered])
      .when(update("Anna", { name: "Luca", phone: " ", relation: "" }))
      .then([
        { _tag: "UserRenamed", schemaVersion: 1, userId, name: "Anna", at: at("09:00") },
        {
          _tag: "EmergencyContactChanged",
          schemaVersion: 1,
          userId,
          emergencyContact: null,
          at: at("09:00"),
        },
      ]))

  it("refuses a blank name", () =>
    given([registered])
      .when(update("  ", { name: "", phone: "", relation: "" }))
      .thenFails("UserNameEmpty"))
})
