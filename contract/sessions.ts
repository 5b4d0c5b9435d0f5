import { Schema } from "effect"
import { HttpApiEndpoint, HttpApiGroup } from "effect/http-api"
import { Conflict, Forbidden, NotFound, RateLimited, Unauthorized, ValidationError } from "./errors.ts"
import { Authorization, BearerToken } from "./middleware.ts"
import { BoundedText, fieldMaxima } from "./limits.ts"

export const SessionStatus = Schema.Struct({
  session_status: Schema.Literals(["pending", "active", "halfway", "ending_soon", "extended", "completed"]),
  remaining_minutes: Schema.Int,
  is_extended: Schema.Boolean,
  can_extend: Schema.Boolean,
  /** The server's clock and the session's end, so the client can render seconds without drifting. */
  ends_at: Schema.NullOr(Schema.String),
  server_time: Schema.String,
})

export const SessionCompletion = Schema.Struct({
  sessions_decremented: Schema.Boolean,
  sessions_remaining: Schema.Int,
  has_unlimited_sessions: Schema.Boolean,
})

export const SessionInfo = Schema.Struct({
  free_sessions_remaining: Schema.Int,
  subscription_sessions_remaining: Schema.Int,
  purchased_sessions_remaining: Schema.Int,
  total_sessions_available: Schema.Int,
  has_active_subscription: Schema.Boolean,
  subscription_expires_at: Schema.NullOr(Schema.String),
  /** The running subscription will not renew: it was cancelled at its period's end. */
  subscription_cancelled: Schema.Boolean,
  has_unlimited_sessions: Schema.Boolean,
  unlimited_expires_at: Schema.NullOr(Schema.String),
  /** The free sessions come once per address: true when this address had them with an earlier account. */
  free_sessions_already_used: Schema.optionalKey(Schema.Boolean),
})

/** Care for reliance (issue 27): whether this session gets the gentle note, and why. */
export const CareNote = Schema.Struct({
  show: Schema.Boolean,
  reason: Schema.NullOr(Schema.Literals(["late_night", "third_session_today"])),
})

const chatId = { chatId: Schema.String }
const sessionErrors = [NotFound, Forbidden, Conflict, ValidationError]

export class SessionsGroup extends HttpApiGroup.make("sessions")
  .add(
    HttpApiEndpoint.get("status", "/sessions/status/:chatId", {
      params: chatId,
      success: SessionStatus,
      error: NotFound,
    }),
    HttpApiEndpoint.post("complete", "/sessions/:chatId/complete", {
      params: chatId,
      success: SessionCompletion,
      error: sessionErrors,
    }),
    HttpApiEndpoint.post("extend", "/sessions/extend", {
      payload: Schema.Struct({
        chat_id: BoundedText(fieldMaxima.id),
        extend_for_scheduling: Schema.optional(Schema.Boolean),
      }),
      success: Schema.Struct({ success: Schema.Boolean, message: Schema.String, status: SessionStatus }),
      error: sessionErrors,
    }),
    /**
     * Whether this session gets the care note: the third session of the person's day or one started from 01:00
     * to 04:59 their time, never in a crisis session nor when turned off. `offset_minutes`: the person's offset
     * from UTC, east positive (Rome: 60 or 120), an integer from -720 to 840; anything else is 400.
     */
    HttpApiEndpoint.get("careNote", "/sessions/:chatId/care-note", {
      params: chatId,
      query: { offset_minutes: Schema.optional(BoundedText(8)) },
      success: CareNote,
      error: [NotFound, ValidationError],
    }),
    // 403 EMAIL_NOT_VERIFIED until the address is verified; 429 past the daily storage budget
    HttpApiEndpoint.post("scheduleNext", "/sessions/:chatId/schedule-next", {
      params: chatId,
      payload: Schema.Struct({ notes: Schema.optional(BoundedText(fieldMaxima.notes)) }),
      success: Schema.Struct({
        success: Schema.Boolean,
        message: Schema.String,
        extended: Schema.Boolean,
        status: SessionStatus,
      }),
      error: [...sessionErrors, RateLimited],
    }),
  )
  .middleware(Authorization) {}

/**
 * GET /user/session-info, polled by every dashboard: one query answers it (the wallet, and that the user still
 * exists), so its token check skips the directory lookup `Authorization` makes.
 */
export class SessionInfoGroup extends HttpApiGroup.make("sessionInfo")
  .add(HttpApiEndpoint.get("info", "/user/session-info", { success: SessionInfo, error: Unauthorized }))
  .middleware(BearerToken) {}
