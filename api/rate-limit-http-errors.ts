import { Effect } from "effect"
import type { LimitedAction, TooManyAttempts } from "../commands/rate-limits/rate-limiter.ts"
import { RateLimitedError } from "../contract/errors.ts"

/** The Italian text of each limit (SPEC §8 wording where SPEC gives one). */
export const tooManyAttemptsText: Record<LimitedAction, string> = {
  attempt: "Troppi tentativi. Riprova tra qualche minuto.",
  login: "Troppi tentativi di accesso. Riprova tra qualche minuto.",
  sign_up: "Troppe registrazioni in poco tempo. Riprova più tardi.",
  password_confirmation: "Troppi tentativi con la password. Riprova tra qualche minuto.",
  password_reset_request: "Hai chiesto troppe email di reimpostazione. Riprova tra un'ora.",
  discount_code: "Troppi tentativi con i codici sconto. Riprova tra qualche minuto.",
}

/** 429 with the limit's text and `Retry-After`. */
export const rateLimitedHttpError = (error: TooManyAttempts): RateLimitedError =>
  new RateLimitedError({
    detail: tooManyAttemptsText[error.action],
    retryAfterSeconds: error.retryAfterSeconds,
  })

/** For `Effect.catchTags({ TooManyAttempts: rateLimited })`. */
export const rateLimited = (error: TooManyAttempts) => Effect.fail(rateLimitedHttpError(error))
