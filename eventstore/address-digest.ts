import { createHmac, randomBytes } from "node:crypto"
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { Config, Context, Effect, Layer, Option, Redacted } from "effect"

/**
 * A keyed hash (HMAC-SHA256 with a server secret) of a normalised e-mail address: what rows that must outlive
 * the account or must be erased exactly name instead of the address (rate-limit counters, the record that an
 * address already had its free sessions). Without the secret, a database dump cannot test a guessed address.
 * base64url, so it is one whole segment of a `:`-separated key.
 */
export interface AddressDigestShape {
  readonly of: (email: string) => string
}

export const makeAddressDigest = (secret: Uint8Array): AddressDigestShape => ({
  of: (email) => createHmac("sha256", secret).update(email.trim().toLowerCase(), "utf8").digest("base64url"),
})

export class AddressDigest extends Context.Service<AddressDigest, AddressDigestShape>()(
  "cogi/eventstore/AddressDigest",
) {
  /**
   * `COGI_ADDRESS_SECRET` (at least 32 characters), else a secret generated once into
   * `<COGI_DATA_DIR>/address-secret` (0600), like the JWT secret: every replica must share it.
   */
  static readonly layer = Layer.effect(
    AddressDigest,
    Effect.gen(function* () {
      const configured = yield* Effect.orDie(Config.option(Config.Redacted("COGI_ADDRESS_SECRET")))
      if (Option.isSome(configured)) {
        const text = Redacted.value(configured.value).trim()
        if (text.length < 32)
          return yield* Effect.die(new Error("COGI_ADDRESS_SECRET must be at least 32 characters long"))
        return makeAddressDigest(new TextEncoder().encode(text))
      }
      const dataDir = yield* Effect.orDie(Config.String("COGI_DATA_DIR").pipe(Config.withDefault(".data")))
      return makeAddressDigest(yield* loadOrCreateSecret(dataDir))
    }),
  )
}

/**
 * Every replica on this machine reads the same file. It is written whole under a name of its own and then
 * linked into place (a link never replaces a file), so the first writer wins and no reader sees it half written.
 */
const loadOrCreateSecret = (dataDir: string) =>
  Effect.promise(async () => {
    const file = join(dataDir, "address-secret")
    await mkdir(dataDir, { recursive: true })
    const draft = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`
    await writeFile(draft, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 })
    try {
      await link(draft, file)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
    } finally {
      await rm(draft, { force: true })
    }
    const text = (await readFile(file, "utf8")).trim()
    if (text.length < 32) throw new Error(`${file} holds an address secret shorter than 32 characters`)
    return new TextEncoder().encode(text)
  })
