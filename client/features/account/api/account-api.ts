import type { ApiClient } from "../../../lib/api-client.ts"
import { storeKeys, updatePreferences } from "../../../lib/auth/user-api.ts"
import type { KeyEnvelopeDto } from "../../../lib/crypto/key-envelope.ts"

/** POST /api/user/password: the same data key re-wrapped; answers with a fresh token (older ones stop working). */
export const changePassword = (
  api: ApiClient,
  input: { readonly current_password: string; readonly new_password: string; readonly keys: KeyEnvelopeDto },
) => api.post("account.changePassword", "/user/password", input)

/** PUT /api/user/keys with a new recovery key for the same data key. */
export const storeNewRecoveryKey = (api: ApiClient, password: string, keys: KeyEnvelopeDto) =>
  storeKeys(api, password, keys, "recovery_regenerated")

/** POST /api/user/account/delete: the password confirms it. */
export const deleteAccount = (api: ApiClient, password: string) =>
  api.post("account.deleteAccount", "/user/account/delete", { password })

/** PUT /api/user/preferences {ai_name}. */
export const renameAssistant = updatePreferences

/** PUT /api/user/care-note {enabled}: the care note on or off for the account (issue 27) → the updated user. */
export const setCareNote = (api: ApiClient, enabled: boolean) =>
  api.put("user.setCareNote", "/user/care-note", { enabled })
