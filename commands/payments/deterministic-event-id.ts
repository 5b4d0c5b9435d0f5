import { createHash } from "node:crypto"

/** Fixed namespace for ids derived from payment-provider data (never change it: ids already in the log use it). */
const NAMESPACE = Buffer.from("8c1f5e2a7b3d4c6e9f0a1b2c3d4e5f60", "hex")

/**
 * A UUID v5-style id (SHA-1 of namespace + name, version and variant bits set): the same provider event always
 * yields the same event ids, so a replayed webhook collides on `events.event_id` (DuplicateEventId).
 */
export const deterministicEventId = (name: string): string => {
  const hash = createHash("sha1").update(NAMESPACE).update(name, "utf8").digest()
  hash[6] = (hash[6]! & 0x0f) | 0x50
  hash[8] = (hash[8]! & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Ids for the n-th event appended to `stream` because of `origin` (a provider event id, or a checkout id). */
export const eventIdsFrom = (origin: string) => (stream: string, index: number) =>
  deterministicEventId(`${origin}|${stream}|${index}`)
