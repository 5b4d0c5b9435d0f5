/** Business constants of SPEC.md §9 (and DESIGN.md §2). Money is in euro cents. */

export const SESSION_MINUTES = 30
export const HALFWAY_MINUTES_LEFT = 15
export const ENDING_SOON_MINUTES_LEFT = 5
export const EXTENSION_MINUTES = 2
/** While a person in crisis keeps writing, the session ends only after this many quiet minutes (DESIGN §7). */
export const CONTINUATION_QUIET_MINUTES = 10
export const STATUS_POLL_SECONDS = 30

export const FREE_SESSIONS = 3
export const SUBSCRIPTION_SESSIONS_PER_PERIOD = 8
export const SUBSCRIPTION_PERIOD_DAYS = 30

export const CURRENCY = "eur"
export const SINGLE_SESSION_PRICE_CENTS = 999
export const SINGLE_SESSION_CREDITS = 1
export const SUBSCRIPTION_PRICE_CENTS = 1999

export const PASSWORD_MIN_LENGTH = 6
export const DEFAULT_ASSISTANT_NAME = "Cogi"
/** The name the assistant answers to: the person's choice, or the default when it is blank. */
export const assistantNameOrDefault = (name: string): string => name.trim() || DEFAULT_ASSISTANT_NAME
export const RESEND_VERIFICATION_COOLDOWN_MINUTES = 5
export const VERIFY_REDIRECT_MS = 5000

export const APPOINTMENT_TIMEZONE = "Europe/Rome"
export const APPOINTMENT_MAX_MONTHS_AHEAD = 3
export const APPOINTMENT_FIRST_SLOT = "09:00"
export const APPOINTMENT_LAST_SLOT = "18:00"
export const APPOINTMENT_SLOT_MINUTES = 30
export const APPOINTMENT_NOTES_MAX_LENGTH = 200
export const REMINDER_HOURS_BEFORE = { "24h": 24, "3h": 3 } as const

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_TYPES = ["jpeg", "jpg", "png", "gif", "webp"] as const
export const ADMIN_USER_LIST_LIMIT = 100

/**
 * Permanent unlimited access (VIPFOREVER, COSMIC999) is stored as `unlimitedUntil: null` in events and
 * shown to the client as this far-future date, so SPEC §4's card rule ("unlimited when
 * has_unlimited_sessions and an expiry date present") still shows the ILLIMITATE badge.
 */
export const PERMANENT_UNLIMITED_EXPIRES_AT = "9999-12-31T23:59:59.999Z"
