import { hash, verify } from "@node-rs/argon2"
import { Context, Effect, Layer } from "effect"

interface Argon2Cost {
  readonly memoryCost: number
  readonly timeCost: number
}

export interface PasswordsShape {
  /** An argon2id PHC string (`$argon2id$v=19$m=...`), salt included. */
  readonly hash: (password: string) => Effect.Effect<string>
  /**
   * True when `password` matches. Pass `undefined` for an unknown account: a dummy hash is checked anyway so that
   * "no such user" and "wrong password" take the same time. A malformed stored hash counts as a mismatch.
   */
  readonly verify: (hashed: string | undefined, password: string) => Effect.Effect<boolean>
}

/** Password hashing with argon2id (@node-rs/argon2, off the main thread). */
export class Passwords extends Context.Service<Passwords, PasswordsShape>()("cogi/commands/Passwords") {
  /** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
  static readonly layer = Layer.effect(Passwords, make({ memoryCost: 19_456, timeCost: 2 }))
  /** Real argon2id at the lowest cost, for tests: same format, about a millisecond per hash. */
  static readonly layerTest = Layer.effect(Passwords, make({ memoryCost: 64, timeCost: 1 }))
}

function make(cost: Argon2Cost) {
  return Effect.gen(function* () {
    const options = { ...cost, parallelism: 1 } // algorithm defaults to argon2id
    const dummy = yield* Effect.promise(() => hash("cogi-dummy-password", options))
    const hashPassword = (password: string) =>
      Effect.promise((signal) => hash(password, options, signal)).pipe(Effect.withSpan("Passwords.hash"))
    const verifyPassword = (hashed: string | undefined, password: string) =>
      Effect.tryPromise((signal) => verify(hashed ?? dummy, password, undefined, signal)).pipe(
        Effect.map((ok) => ok && hashed !== undefined),
        Effect.catch((error) =>
          Effect.as(Effect.logWarning("Passwords.verify: unreadable stored hash", error), false),
        ),
        Effect.withSpan("Passwords.verify"),
      )
    return Passwords.of({ hash: hashPassword, verify: verifyPassword })
  })
}
