import { Effect, Option } from "effect"
import { type Db, query } from "../../eventstore/db.ts"
import type { MailMessage } from "./mail-message.ts"

/** A mail kept in the outbox (development: no SMTP configured). */
export interface OutboxMail extends MailMessage {
  readonly id: string
  readonly createdAt: Date
}

interface OutboxRow {
  readonly id: string
  readonly recipient: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly created_at: Date
}

const toMail = (row: OutboxRow): OutboxMail => ({
  id: row.id,
  to: row.recipient,
  subject: row.subject,
  text: row.text,
  html: row.html,
  createdAt: row.created_at,
})

/** Keeps a mail in the outbox table. */
export const storeInOutbox = (message: MailMessage): Effect.Effect<void, never, Db> =>
  query(
    (sql) => sql`
      insert into mail_outbox (recipient, subject, text, html)
      values (${message.to}, ${message.subject}, ${message.text}, ${message.html})`,
  ).pipe(Effect.asVoid)

/**
 * The newest mails first, for the /dev/mailbox page. `order by mail_outbox.id`, not `id`: the output column
 * `id::text` is also named id, and ORDER BY would sort that text ("99" after "100").
 */
export const listOutbox = (limit = 50): Effect.Effect<ReadonlyArray<OutboxMail>, never, Db> =>
  query(
    (sql) => sql<OutboxRow[]>`
      select id::text, recipient, subject, text, html, created_at
      from mail_outbox order by mail_outbox.id desc limit ${Math.max(1, Math.min(limit, 500))}`,
  ).pipe(
    Effect.map((rows) => rows.map(toMail)),
    Effect.withSpan("Outbox.list"),
  )

/** The newest mail sent to an address (case-insensitive), e.g. to follow a verification link in a test. */
export const latestFor = (email: string): Effect.Effect<Option.Option<OutboxMail>, never, Db> =>
  query(
    (sql) => sql<OutboxRow[]>`
      select id::text, recipient, subject, text, html, created_at
      from mail_outbox where lower(recipient) = lower(${email}) order by mail_outbox.id desc limit 1`,
  ).pipe(
    Effect.map((rows) => Option.map(Option.fromNullishOr(rows[0]), toMail)),
    Effect.withSpan("Outbox.latestFor"),
  )
