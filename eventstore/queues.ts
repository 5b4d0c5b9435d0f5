import type { QueueOptions } from "pg-boss"

/**
 * Every queue, named `entity__action`, with its retry and retention policy. A mail is sent in seconds, so a
 * mail__send job still active after a minute (its worker lost the database mid-send) is retried then, not after
 * pg-boss's default 15 minutes.
 */
export const queues = {
  mail__send: {
    retryLimit: 5,
    retryDelay: 10,
    retryBackoff: true,
    deleteAfterSeconds: 3600,
    expireInSeconds: 60,
  },
  session__expire: { retryLimit: 10, retryDelay: 5, retryBackoff: true, deleteAfterSeconds: 3600 },
  appointment__remind: { retryLimit: 5, retryDelay: 30, retryBackoff: true, deleteAfterSeconds: 86_400 },
  appointment_reminders__check: { retryLimit: 1, retryDelay: 30, deleteAfterSeconds: 3600 },
  payments__reconcile: { retryLimit: 1, retryDelay: 60, deleteAfterSeconds: 3600 },
  reply_relays__sweep: { retryLimit: 1, retryDelay: 60, deleteAfterSeconds: 3600 },
  rate_limits__purge: { retryLimit: 1, retryDelay: 60, deleteAfterSeconds: 3600 },
} as const satisfies Record<string, QueueOptions>

export type QueueName = keyof typeof queues
export const queueNames = Object.keys(queues) as ReadonlyArray<QueueName>
