import type { Sql } from "../eventstore/db.ts"

/** Each user may store this many bytes of (encrypted) images per 24 hours: five full-size pictures. */
export const IMAGE_QUOTA_BYTES = 50 * 1024 * 1024
const WINDOW_HOURS = 24

export const imageQuotaDetail =
  "Hai raggiunto il limite di 50 MB di immagini nelle ultime 24 ore. Potrai allegarne altre più tardi."

/**
 * Stores the image unless the user's images of the last 24 hours plus this one pass the quota. One user's
 * uploads take turns (an advisory lock on the user), so concurrent uploads cannot overshoot it together.
 */
export const storeWithinQuota = (sql: Sql, id: string, userId: string, type: string, body: Uint8Array) =>
  sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext(${`images:${userId}`}))`
    const [usage] = await tx<{ used: string; oldest: Date | null }[]>`
      select coalesce(sum(size), 0)::text as used, min(created_at) as oldest from images
      where user_id = ${userId} and created_at > now() - make_interval(hours => ${WINDOW_HOURS})`
    if (Number(usage?.used ?? 0) + body.byteLength > IMAGE_QUOTA_BYTES) {
      const oldest = usage?.oldest?.getTime() ?? Date.now()
      const retryAfterSeconds = Math.max(
        1,
        Math.ceil((oldest + WINDOW_HOURS * 3_600_000 - Date.now()) / 1000),
      )
      return { ok: false as const, retryAfterSeconds }
    }
    await tx`insert into images (id, user_id, content_type, ciphertext, size)
             values (${id}, ${userId}, ${type}, ${Buffer.from(body)}, ${body.byteLength})`
    return { ok: true as const }
  })
