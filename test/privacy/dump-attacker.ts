import {
  openPreviousKeys,
  openWithPassword,
  openWithRecoveryKey,
  toEverydayKey,
} from "../../client/lib/crypto/key-hierarchy.ts"
import type { KeyEnvelopeDto } from "../../client/lib/crypto/key-envelope.ts"
import {
  createKeyring,
  decryptText,
  fromBase64,
  type Keyring,
  keyringFromKey,
} from "../../client/lib/crypto/message-crypto.ts"
import type { Sql } from "../../eventstore/db.ts"
import { readAllEvents } from "../../eventstore/event-store.ts"
import { origin } from "../../eventstore/events.ts"

/*
 * Someone holding a copy of the whole database (its key tables included) and a user's secrets: a password (an old
 * one, or the current one) and the recovery key. They read the log as the server would, opening every sealed value
 * whose key is still in the copy, then try, with the browser's own WebCrypto code:
 * - every envelope of a data key found anywhere in it, with each password and recovery key, and with the data key
 *   an envelope yields, the earlier keys it keeps (an old account's password-derived key after its replacement);
 * - the key an account from before the data key used, derived from the password and each record's salt;
 * and decrypt every record of browser ciphertext in the log with every key they got.
 */

interface Secrets {
  readonly passwords: ReadonlyArray<string>
  readonly recoveryKeys?: ReadonlyArray<string>
}

interface StoredEnvelope {
  readonly keyId: string
  readonly passwordWrap: { readonly salt: string; readonly iterations: number; readonly wrappedKey: string }
  readonly recoveryWrap: {
    readonly salt: string
    readonly wrappedKey: string
    readonly sealedRecoveryKey: string
  }
  readonly previousKeys?: ReadonlyArray<string>
}

const isEnvelope = (value: unknown): value is StoredEnvelope =>
  typeof value === "object" && value !== null && "passwordWrap" in value && "recoveryWrap" in value

const toDto = (e: StoredEnvelope): KeyEnvelopeDto => ({
  key_id: e.keyId,
  password: {
    salt: e.passwordWrap.salt,
    iterations: e.passwordWrap.iterations,
    wrapped_key: e.passwordWrap.wrappedKey,
  },
  recovery: {
    salt: e.recoveryWrap.salt,
    wrapped_key: e.recoveryWrap.wrappedKey,
    sealed_recovery_key: e.recoveryWrap.sealedRecoveryKey,
  },
  ...(e.previousKeys === undefined ? {} : { previous_keys: e.previousKeys }),
})

/** Salt (16) + iv (12) + at least a GCM tag (16): what could be a record the browser encrypted. */
const isRecord = (text: string) => {
  if (!/^[A-Za-z0-9+/]{40,}={0,2}$/.test(text) || text.length % 4 !== 0) return false
  return fromBase64(text).length > 44
}

const walk = (value: unknown, found: { envelopes: Array<StoredEnvelope>; records: Set<string> }) => {
  if (typeof value === "string" && isRecord(value)) found.records.add(value)
  else if (isEnvelope(value)) found.envelopes.push(value)
  else if (Array.isArray(value)) for (const item of value) walk(item, found)
  else if (typeof value === "object" && value !== null)
    for (const item of Object.values(value)) walk(item, found)
}

const attempt = async <A>(run: () => Promise<A>): Promise<A | null> => {
  try {
    return await run()
  } catch {
    return null
  }
}

/** What the copy and the secrets open: how many envelopes, and the plaintext of every record they decrypt. */
export const readWithDatabaseCopy = async (sql: Sql, secrets: Secrets) => {
  const events = await readAllEvents(sql, origin, 1_000_000, { fenced: false })
  const found = { envelopes: [] as Array<StoredEnvelope>, records: new Set<string>() }
  for (const event of events) walk(event.data, found)

  const keyrings: Array<Keyring> = []
  let envelopesOpened = 0
  for (const envelope of found.envelopes.map(toDto)) {
    const opened = [
      ...(await Promise.all(
        secrets.passwords.map((p) => attempt(() => openWithPassword(envelope, p, true))),
      )),
      ...(await Promise.all(
        (secrets.recoveryKeys ?? []).map((r) =>
          attempt(() => openWithRecoveryKey(envelope.recovery, r, true)),
        ),
      )),
    ].filter((key) => key !== null)
    if (opened.length > 0) envelopesOpened += 1
    for (const key of opened) {
      const everyday = await toEverydayKey(key)
      keyrings.push(keyringFromKey(everyday, await openPreviousKeys(everyday, envelope.previous_keys)))
    }
  }
  // an account from before the data key: PBKDF2(password, the record's own salt, 100 000)
  for (const password of secrets.passwords) keyrings.push(createKeyring(password))

  const plaintexts = new Set<string>()
  for (const record of found.records)
    for (const keyring of keyrings) {
      const text = await attempt(() => decryptText(keyring, record))
      if (text !== null) plaintexts.add(text)
    }
  return { envelopesFound: found.envelopes.length, envelopesOpened, plaintexts: [...plaintexts].sort() }
}
