import { describe, it } from "vitest"
import { given } from "../../test/support/domain/given-when-then.ts"
import { at } from "../../test/support/domain/test-instants.ts"
import type { SaveVault } from "./vault-commands.ts"
import { VAULT_MAX_CIPHERTEXT, vaultDecider } from "./vault-decider.ts"
import type { VaultEvent } from "./vault-events.ts"

const userId = "user-1"
const save = (ciphertext: string, when = at("10:00")): SaveVault => ({
  _tag: "SaveVault",
  userId,
  ciphertext,
  now: when,
})
const saved = (ciphertext: string, when = at("10:00")): VaultEvent => ({
  _tag: "VaultSaved",
  schemaVersion: 1,
  userId,
  ciphertext,
  at: when,
})

describe("the private vault (safety plan)", () => {
  it("given nothing, when saved, then it holds the browser's ciphertext", () =>
    given(vaultDecider)([])
      .when(save("QUJD"))
      .then([saved("QUJD")]))

  it("given a saved vault, when edited, then the new ciphertext replaces it", () =>
    given(vaultDecider)([saved("QUJD")])
      .when(save("REVG", at("11:00")))
      .then([saved("REVG", at("11:00"))]))

  it("given the same ciphertext again, then nothing happens", () =>
    given(vaultDecider)([saved("QUJD")])
      .when(save("QUJD", at("11:00")))
      .thenNothingHappened())

  it("refuses what the browser's encryption never makes: empty, plaintext, too long", () => {
    given(vaultDecider)([]).when(save("")).thenFails("VaultCiphertextInvalid")
    given(vaultDecider)([]).when(save("il mio piano")).thenFails("VaultCiphertextInvalid")
    given(vaultDecider)([])
      .when(save("A".repeat(VAULT_MAX_CIPHERTEXT + 1)))
      .thenFails("VaultCiphertextInvalid")
  })
})
