import type { ApiClient } from "../api-client.ts"
import type { KeyEnvelopeDto } from "../crypto/key-envelope.ts"

/*
 * The account endpoints more than one part of the app calls: one fetcher each, here.
 */

/** GET /api/user/me; `ignoreUnauthorized` for the start-up check, which handles a 401 itself. */
export const fetchCurrentUser = (api: ApiClient, options?: { ignoreUnauthorized?: boolean }) =>
  api.get("user.me", "/user/me", options?.ignoreUnauthorized === true ? { ignoreUnauthorized: true } : {})

/** PUT /api/user/preferences {ai_name} → the updated user (SPEC §7). */
export const updatePreferences = (api: ApiClient, aiName: string) =>
  api.put("user.updatePreferences", "/user/preferences", { ai_name: aiName })

/** PUT /api/user/keys: the data key wrapped anew (an old account moved over, or a new recovery key). */
export const storeKeys = (
  api: ApiClient,
  password: string,
  keys: KeyEnvelopeDto,
  reason: "migrated" | "recovery_regenerated",
) => api.put("account.storeKeys", "/user/keys", { password, keys, reason })
