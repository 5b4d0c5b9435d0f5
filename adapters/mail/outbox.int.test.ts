import { ConfigProvider, Effect, Layer, Option } from "effect"
import { describe, expect, it } from "vitest"
import { Db } from "../../eventstore/db.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { Mailer } from "./mailer.ts"
import { latestFor, listOutbox } from "./outbox.ts"

const { url } = await createTestDatabase()
const db = Db.layer(url, { max: 2 })

const run = <A, E>(effect: Effect.Effect<A, E, Db | Mailer>) =>
  Effect.runPromise(
    effect.pipe(
      // no SMTP_URL: the configured layer must pick the outbox
      Effect.provide(Mailer.layer.pipe(Layer.provideMerge(db))),
      Effect.provide(ConfigProvider.layer(ConfigProvider.fromEnvRecord({}))),
    ),
  )

describe("outbox mailer", () => {
  it("keeps mails and reads them back newest first, and the latest per address", async () => {
    const mails = await run(
      Effect.gen(function* () {
        const mailer = yield* Mailer
        yield* mailer.send({ to: "Giulia@Example.it", subject: "Prima è", text: "uno", html: "<p>uno</p>" })
        yield* mailer.send({ to: "marco@example.it", subject: "Seconda", text: "due", html: "<p>due</p>" })
        yield* mailer.send({ to: "giulia@example.it", subject: "Terza", text: "tre", html: "<p>tre</p>" })
        return {
          all: yield* listOutbox(10),
          two: yield* listOutbox(2),
          giulia: yield* latestFor("GIULIA@example.it"),
          nobody: yield* latestFor("nessuno@example.it"),
        }
      }),
    )
    expect(mails.all.map((m) => m.subject)).toEqual(["Terza", "Seconda", "Prima è"])
    expect(mails.two).toHaveLength(2)
    expect(Option.getOrThrow(mails.giulia)).toMatchObject({
      subject: "Terza",
      text: "tre",
      html: "<p>tre</p>",
    })
    expect(Option.getOrThrow(mails.giulia).createdAt).toBeInstanceOf(Date)
    expect(Option.isNone(mails.nobody)).toBe(true)
  })
})
