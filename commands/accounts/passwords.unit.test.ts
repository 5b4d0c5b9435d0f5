import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { Passwords } from "./passwords.ts"

describe("Passwords", () => {
  layer(Passwords.layerTest, { excludeTestServices: true })((it) => {
    it.effect("hashes with argon2id and a fresh salt; verify accepts only the right password", () =>
      Effect.gen(function* () {
        const passwords = yield* Passwords
        const a = yield* passwords.hash("segreto123")
        const b = yield* passwords.hash("segreto123")
        assert.match(a, /^\$argon2id\$/)
        assert.notStrictEqual(a, b)
        assert.isTrue(yield* passwords.verify(a, "segreto123"))
        assert.isFalse(yield* passwords.verify(a, "segreto124"))
      }),
    )

    it.effect("an unknown account or a malformed stored hash never verifies", () =>
      Effect.gen(function* () {
        const passwords = yield* Passwords
        assert.isFalse(yield* passwords.verify(undefined, "cogi-dummy-password"))
        assert.isFalse(yield* passwords.verify("not-a-hash", "segreto123"))
      }),
    )
  })
})
