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

describe("the outbox past 99 mails", () => {
  it("lists the newest 50 by number, not by the text of their ids", async () => {
    // given 120 mails (ids 1..120 on this fresh database, and 3 from the test above)
    const subjects = await run(
      Effect.gen(function* () {
        const mailer = yield* Mailer
        for (let i = 1; i <= 120; i++)
          yield* mailer.send({ to: "tanti@example.it", subject: `Mail ${i}`, text: "t", html: "<p>t</p>" })
        // when the mailbox page reads the newest 50
        return (yield* listOutbox(50)).map((m) => m.subject)
      }),
    )
    // then they are mails 120 down to 71, in that order
    expect(subjects).toEqual(Array.from({ length: 50 }, (_, i) => `Mail ${120 - i}`))
    const latest = await run(latestFor("tanti@example.it"))
    expect(Option.getOrThrow(latest).subject).toBe("Mail 120")
  })
})
