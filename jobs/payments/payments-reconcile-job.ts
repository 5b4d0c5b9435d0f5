import { Clock, Effect, Schema } from "effect"
import { PaymentsProvider } from "../../adapters/payments/payments-provider.ts"
import { cronSchedule } from "../cron-schedule.ts"
import { confirmCheckoutPayment } from "../../commands/payments/payment-use-cases.ts"
import { effectJob } from "../effect-job.ts"

/** How far back the job looks: a paid checkout whose webhook never arrived is credited within this window. */
export const RECONCILE_WINDOW_HOURS = 48
/** Every 10 minutes (pg-boss cron, UTC). */
export const RECONCILE_CRON = "*/10 * * * *"

export interface ReconcileReport {
  readonly checked: number
  readonly credited: number
  readonly failed: number
}

/**
 * Lists the provider's recent checkouts and credits every paid one that has no PaymentConfirmed yet. A failure on
 * one checkout is logged and does not stop the others; a provider failure fails the job (pg-boss retries).
 */
export const reconcilePayments = Effect.gen(function* () {
  const provider = yield* PaymentsProvider
  const since = new Date((yield* Clock.currentTimeMillis) - RECONCILE_WINDOW_HOURS * 3_600_000)
  const sessions = yield* provider.listRecentCheckouts(since)
  let credited = 0
  let failed = 0
  for (const session of sessions) {
    if (session.paymentStatus !== "paid") continue
    const outcome = yield* confirmCheckoutPayment({
      session,
      source: "reconcile",
      providerEventId: null,
    }).pipe(
      Effect.catchCause((cause) =>
        Effect.as(
          Effect.logError("payments__reconcile: checkout could not be confirmed", cause).pipe(
            Effect.annotateLogs({ checkoutId: session.sessionId }),
          ),
          { _tag: "Failed" as const },
        ),
      ),
    )
    if (outcome._tag === "Applied") credited += 1
    if (outcome._tag === "Failed") failed += 1
    if (outcome._tag === "Refused") {
      yield* Effect.logError(
        `payments__reconcile: checkout refused by the domain (${outcome.error._tag})`,
      ).pipe(Effect.annotateLogs({ checkoutId: session.sessionId }))
      failed += 1
    }
  }
  const report: ReconcileReport = { checked: sessions.length, credited, failed }
  if (credited > 0 || failed > 0) yield* Effect.logInfo("payments__reconcile", report)
  return report
}).pipe(Effect.withSpan("PaymentsReconcile.run"))

/** The payments__reconcile worker (one run per cron tick; overlapping ticks are safe, crediting is exactly-once). */
export const paymentsReconcileHandler = effectJob("payments__reconcile", Schema.Unknown, () =>
  reconcilePayments.pipe(
    Effect.asVoid,
    Effect.catchTag("PaymentProviderError", (error) =>
      Effect.die(new Error(`payments__reconcile: provider failed: ${error.reason}`)),
    ),
  ),
)

/** Its cron, registered by every worker (jobs/cron-schedule.ts). */
export const schedulePaymentsReconcile = cronSchedule("payments__reconcile", RECONCILE_CRON)
