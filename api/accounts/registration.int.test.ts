import { randomUUID } from "node:crypto"
import { appendToStreams } from "../../eventstore/event-store.ts"
import { inlineProjectionsHook } from "../../projections/inline-projections.ts"
import { projections } from "../../projections/registry.ts"
import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { createTestDatabase } from "../../test/support/database.ts"
import {
  getMe,
  mailJobsOf,
  makeAccountsServer,
  makeShiftableClock,
  registration,
  send,
  signUp,
  startBoss,
} from "../../test/support/accounts.ts"

const db = await createTestDatabase()
const consentMissing =
  "Per creare l'account servono il consenso al trattamento dei dati sul tuo benessere emotivo e la dichiarazione di avere almeno 18 anni."
const boss = await startBoss(db.url)
const time = makeShiftableClock()

const eventCount = () =>
  Effect.promise(() => db.sql<{ n: number }[]>`select count(*)::int as n from events`).pipe(
    Effect.map(([row]) => row?.n ?? 0),
  )
const streamTypes = (streamId: string) =>
  Effect.promise(
    () =>
      db.sql<
        { type: string }[]
      >`select type from events where stream_id = ${streamId} order by stream_version`,
  ).pipe(Effect.map((rows) => rows.map((r) => r.type)))

const registerOk = (overrides: Record<string, unknown> = {}) =>
  Effect.gen(function* () {
    const body = registration(overrides)
    return { body, auth: yield* signUp(body) }
  })

const detailOf = (json: unknown) => (json as { detail: string }).detail

describe("accounts: registration", () => {
  layer(makeAccountsServer(db, boss, time.clock), { excludeTestServices: true })((it) => {
    it.effect(
      "given a new address, when signing up and then in, then a bearer token and the unverified user",
      () =>
        Effect.gen(function* () {
          const { body, auth } = yield* registerOk({
            email: "  Giulia.Bianchi@Example.IT ",
            emergency_contact_name: "Marco",
            emergency_contact_phone: "333 1234567",
            emergency_contact_relation: "familiare",
          })
          assert.strictEqual(auth.token_type, "bearer")
          assert.isString(auth.access_token)
          const { id, created_at, last_login, ...rest } = auth.user
          assert.match(id, /^[0-9a-f-]{36}$/)
          assert.isFalse(Number.isNaN(Date.parse(String(created_at))))
          assert.isFalse(Number.isNaN(Date.parse(String(last_login))))
          assert.deepStrictEqual(rest, {
            name: "Anna Rossi",
            email: "giulia.bianchi@example.it",
            ai_name: "Luna",
            is_admin: false,
            is_verified: false,
            total_chats: 0,
            total_messages: 0,
            encryption_salt: body.encryption_salt,
            emergency_contact: { name: "Marco", phone: "333 1234567", relation: "familiare" },
          })
        }),
    )

    it.effect("given a registration, then the log holds neither name nor e-mail in clear", () =>
      Effect.gen(function* () {
        const { auth } = yield* registerOk({ name: "Ottavia Unica", email: "ottavia.unica@example.it" })
        const rows = yield* Effect.promise(
          () =>
            db.sql<
              { raw: string }[]
            >`select data::text as raw from events where stream_id = ${`user-${auth.user.id}`}`,
        )
        assert.isAbove(rows.length, 0)
        for (const { raw } of rows) {
          assert.notInclude(raw, "Ottavia")
          assert.notInclude(raw, "ottavia.unica")
        }
      }),
    )

    it.effect(
      "given a registration, then the user stream requests verification, the wallet has 3 free sessions and a mail job carries the token",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk()
          const id = auth.user.id
          assert.deepStrictEqual(yield* streamTypes(`user-${id}`), [
            "UserRegistered",
            "ConsentGiven",
            "EmailVerificationRequested",
            "UserLoggedIn",
          ])
          assert.deepStrictEqual(yield* streamTypes(`wallet-${id}`), ["FreeSessionsGranted"])
          const [wallet] = yield* Effect.promise(
            () =>
              db.sql<
                { count: number }[]
              >`select (data->>'count')::int as count from events where stream_id = ${`wallet-${id}`}`,
          )
          assert.strictEqual(wallet?.count, 3)
          const jobs = yield* mailJobsOf(db, id)
          assert.strictEqual(jobs.length, 1)
          assert.strictEqual(jobs[0]?.kind, "verification")
          assert.strictEqual(jobs[0]?.resend, false)
          assert.match(jobs[0]?.token ?? "", new RegExp(`^${id}\\.[A-Za-z0-9_-]{32}$`))
          // the log keeps only the token's hash
          const raw = yield* Effect.promise(
            () => db.sql<{ raw: string }[]>`select data::text as raw from events`,
          )
          assert.isFalse(raw.some((r) => r.raw.includes(jobs[0]?.token ?? "?")))
        }),
    )

    it.effect("given invalid fields, when registering, then 400 with a precise Italian detail", () =>
      Effect.gen(function* () {
        const cases: ReadonlyArray<readonly [Record<string, unknown>, string]> = [
          [{ password: "12345" }, "La password deve essere di almeno 6 caratteri"],
          [{ email: "non-una-email" }, "Inserisci un indirizzo email valido."],
          [{ name: "   " }, "Il nome è obbligatorio."],
          [
            { encryption_salt: Buffer.alloc(15).toString("base64") },
            "Il sale di cifratura (encryption_salt) non è valido: deve essere la codifica base64 di esattamente 16 byte.",
          ],
          [
            { encryption_salt: "not base64 at all!!" },
            "Il sale di cifratura (encryption_salt) non è valido: deve essere la codifica base64 di esattamente 16 byte.",
          ],
          [
            {
              emergency_contact_name: "Marco",
              emergency_contact_phone: "333",
              emergency_contact_relation: "vicino",
            },
            "Relazione del contatto di emergenza non valida: scegli tra amico, familiare, partner o altro.",
          ],
          [{ consent_health_data: false }, consentMissing],
          [{ adult: false }, consentMissing],
        ]
        const before = yield* eventCount()
        for (const [overrides, detail] of cases) {
          const res = yield* send("POST", "/api/auth/register", registration(overrides))
          assert.strictEqual(res.status, 400, JSON.stringify(overrides))
          assert.deepStrictEqual(res.json, { detail, code: "VALIDATION_ERROR" })
        }
        const missing = yield* send("POST", "/api/auth/register", { email: "x@example.it" })
        assert.strictEqual(missing.status, 400)
        assert.include(detailOf(missing.json), "campo obbligatorio mancante")
        assert.strictEqual(yield* eventCount(), before)
      }),
    )

    it.effect(
      "given a contact without phone and a blank assistant name, then no contact and the assistant is Cogi",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk({
            ai_name: " ",
            emergency_contact_name: "Marco",
            emergency_contact_relation: "",
          })
          assert.strictEqual(auth.user.ai_name, "Cogi")
          assert.strictEqual(auth.user.emergency_contact, null)
        }),
    )

    it.effect(
      "given the token from the mail, when verifying, then verified, again verified, and /user/me shows it",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk()
          const [job] = yield* mailJobsOf(db, auth.user.id)
          const token = job?.token ?? ""
          const expected = { verified: true, message: "Email verificata con successo!" }
          const first = yield* send("POST", "/api/auth/verify-email", { token })
          assert.strictEqual(first.status, 200)
          assert.deepStrictEqual(first.json, expected)
          const again = yield* send("POST", "/api/auth/verify-email", { token })
          assert.deepStrictEqual([again.status, again.json], [200, expected])
          assert.deepStrictEqual(yield* streamTypes(`user-${auth.user.id}`), [
            "UserRegistered",
            "ConsentGiven",
            "EmailVerificationRequested",
            "UserLoggedIn",
            "EmailVerified",
          ])
          const me = yield* getMe(auth.access_token)
          assert.strictEqual(me.status, 200)
          assert.strictEqual((me.json as { is_verified: boolean }).is_verified, true)
          // after verification another well-formed token of the same user is still refused
          const forged = `${auth.user.id}.${"A".repeat(32)}`
          assert.strictEqual((yield* send("POST", "/api/auth/verify-email", { token: forged })).status, 400)
        }),
    )

    it.effect("given a wrong or malformed token, when verifying, then 400 with the SPEC text", () =>
      Effect.gen(function* () {
        const { auth } = yield* registerOk()
        const detail = "Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica."
        for (const token of [
          `${auth.user.id}.${"B".repeat(32)}`,
          "garbage",
          "",
          `${crypto.randomUUID()}.${"C".repeat(32)}`,
        ]) {
          const res = yield* send("POST", "/api/auth/verify-email", { token })
          assert.strictEqual(res.status, 400, token)
          assert.deepStrictEqual(res.json, { detail, code: "VALIDATION_ERROR" })
        }
      }),
    )

    it.effect("given 24 hours have passed, when verifying with the token, then 400 expired", () =>
      Effect.gen(function* () {
        const { auth } = yield* registerOk()
        const [job] = yield* mailJobsOf(db, auth.user.id)
        time.advance("24 hours")
        const res = yield* send("POST", "/api/auth/verify-email", { token: job?.token ?? "" })
        assert.strictEqual(res.status, 400)
        assert.strictEqual(
          detailOf(res.json),
          "Token di verifica non valido o scaduto. Richiedi un nuovo link di verifica.",
        )
        assert.deepStrictEqual(yield* streamTypes(`user-${auth.user.id}`), [
          "UserRegistered",
          "ConsentGiven",
          "EmailVerificationRequested",
          "UserLoggedIn",
        ])
      }),
    )

    it.effect(
      "given a fresh registration, when resending at once, then 429 with Retry-After and no mail",
      () =>
        Effect.gen(function* () {
          const { body, auth } = yield* registerOk()
          const res = yield* send("POST", "/api/auth/resend-verification", { email: body.email })
          assert.strictEqual(res.status, 429)
          assert.deepStrictEqual(res.json, {
            detail: "Aspetta 5 minuti prima di richiedere un'altra email di verifica",
            code: "RATE_LIMITED",
          })
          const retryAfter = Number(res.headers["retry-after"])
          assert.isTrue(retryAfter >= 1 && retryAfter <= 300, String(retryAfter))
          assert.strictEqual((yield* mailJobsOf(db, auth.user.id)).length, 1)
        }),
    )

    it.effect(
      "given 5 minutes have passed, when resending, then a new link is sent and only it verifies",
      () =>
        Effect.gen(function* () {
          const { body, auth } = yield* registerOk()
          time.advance("6 minutes")
          const res = yield* send("POST", "/api/auth/resend-verification", {
            email: body.email.toUpperCase(),
          })
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, {
            message:
              "Se l'indirizzo è registrato e non ancora verificato, ti abbiamo inviato una nuova email di verifica.",
          })
          const jobs = yield* mailJobsOf(db, auth.user.id)
          assert.deepStrictEqual(
            jobs.map((j) => [j.kind, j.resend]),
            [
              ["verification", false],
              ["verification", true],
            ],
          )
          assert.strictEqual(
            (yield* send("POST", "/api/auth/verify-email", { token: jobs[0]?.token })).status,
            400,
          )
          assert.strictEqual(
            (yield* send("POST", "/api/auth/verify-email", { token: jobs[1]?.token })).status,
            200,
          )
        }),
    )

    it.effect(
      "given an unknown address, when resending, then 200 with the same message; again at once, then 429",
      () =>
        Effect.gen(function* () {
          const email = `nessuno.${Date.now()}@example.it`
          const res = yield* send("POST", "/api/auth/resend-verification", { email })
          assert.strictEqual(res.status, 200)
          assert.deepStrictEqual(res.json, {
            message:
              "Se l'indirizzo è registrato e non ancora verificato, ti abbiamo inviato una nuova email di verifica.",
          })
          const again = yield* send("POST", "/api/auth/resend-verification", {
            email: ` ${email.toUpperCase()} `,
          })
          assert.strictEqual(again.status, 429)
          assert.isTrue(Number(again.headers["retry-after"]) >= 1)
        }),
    )

    it.effect("given a resend each minute, then only the accepted one counts: the next is at 5 minutes", () =>
      Effect.gen(function* () {
        const email = `ogni.minuto.${Date.now()}@example.it`
        assert.strictEqual((yield* send("POST", "/api/auth/resend-verification", { email })).status, 200)
        const waits = []
        for (let minute = 1; minute <= 4; minute++) {
          time.advance("1 minute")
          const res = yield* send("POST", "/api/auth/resend-verification", { email })
          assert.strictEqual(res.status, 429)
          waits.push(Math.round(Number(res.headers["retry-after"]) / 60))
        }
        assert.deepStrictEqual(waits, [4, 3, 2, 1])
        time.advance("61 seconds")
        assert.strictEqual((yield* send("POST", "/api/auth/resend-verification", { email })).status, 200)
      }),
    )

    it.effect("given an empty address, when resending, then 400 'Inserisci il tuo indirizzo email'", () =>
      Effect.gen(function* () {
        const res = yield* send("POST", "/api/auth/resend-verification", { email: "  " })
        assert.strictEqual(res.status, 400)
        assert.deepStrictEqual(res.json, {
          detail: "Inserisci il tuo indirizzo email",
          code: "VALIDATION_ERROR",
        })
      }),
    )

    it.effect(
      "given a signed-in user, when renaming the assistant, then the user is updated; blank gives 400",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk()
          const res = yield* send(
            "PUT",
            "/api/user/preferences",
            { ai_name: "  Stella " },
            { token: auth.access_token },
          )
          assert.strictEqual(res.status, 200)
          assert.strictEqual((res.json as { ai_name: string }).ai_name, "Stella")
          assert.strictEqual(
            ((yield* getMe(auth.access_token)).json as { ai_name: string }).ai_name,
            "Stella",
          )
          assert.deepStrictEqual((yield* streamTypes(`user-${auth.user.id}`)).at(-1), "AssistantRenamed")

          const blank = yield* send(
            "PUT",
            "/api/user/preferences",
            { ai_name: "   " },
            { token: auth.access_token },
          )
          assert.strictEqual(blank.status, 400)
          assert.deepStrictEqual(blank.json, {
            detail: "Il nome non può essere vuoto",
            code: "VALIDATION_ERROR",
          })
          const anonymous = yield* send("PUT", "/api/user/preferences", { ai_name: "X" })
          assert.strictEqual(anonymous.status, 401)
        }),
    )

    it.effect(
      "given no token or a token of a user that does not exist, when reading /user/me, then 401",
      () =>
        Effect.gen(function* () {
          const none = yield* getMe()
          assert.strictEqual(none.status, 401)
          assert.strictEqual((none.json as { code: string }).code, "UNAUTHORIZED")
          const { auth } = yield* registerOk()
          yield* Effect.promise(() => db.sql`delete from users where id = ${auth.user.id}`)
          const gone = yield* getMe(auth.access_token)
          assert.strictEqual(gone.status, 401)
          assert.deepStrictEqual(gone.json, {
            detail: "Credenziali di accesso non valide. Effettua di nuovo il login.",
            code: "UNAUTHORIZED",
          })
        }),
    )

    it.effect(
      "given chats with messages, then /user/me counts them, and a deleted chat no longer counts",
      () =>
        Effect.gen(function* () {
          const { auth } = yield* registerOk()
          const totals = () =>
            Effect.map(getMe(auth.access_token), (res) => {
              const me = res.json as { total_chats: number; total_messages: number }
              return [me.total_chats, me.total_messages]
            })
          // chats and messages as the chat feature records them: events through the inline chat list
          const chat = (chatId: string, type: string, data: Record<string, unknown>) => ({
            type,
            data: { chatId, at: new Date().toISOString(), ...data },
          })
          const [first, second] = [randomUUID(), randomUUID()]
          yield* Effect.promise(() =>
            appendToStreams(
              db.sql,
              [
                {
                  streamId: `chat-${first}`,
                  expected: "no_stream",
                  events: [
                    chat(first, "ChatCreated", { userId: auth.user.id, approach: "claude" }),
                    ...[1, 2, 3, 4].map(() =>
                      chat(first, "MessageRecorded", {
                        messageId: randomUUID(),
                        role: "user",
                        ciphertext: "x",
                        image: null,
                      }),
                    ),
                  ],
                },
                {
                  streamId: `chat-${second}`,
                  expected: "no_stream",
                  events: [
                    chat(second, "ChatCreated", { userId: auth.user.id, approach: "gpt" }),
                    chat(second, "MessageRecorded", {
                      messageId: randomUUID(),
                      role: "user",
                      ciphertext: "x",
                      image: null,
                    }),
                  ],
                },
              ],
              [inlineProjectionsHook(projections)],
            ),
          )
          assert.deepStrictEqual(yield* totals(), [2, 5])
          yield* Effect.promise(() =>
            appendToStreams(
              db.sql,
              [{ streamId: `chat-${second}`, expected: 2, events: [chat(second, "ChatDeleted", {})] }],
              [inlineProjectionsHook(projections)],
            ),
          )
          assert.deepStrictEqual(yield* totals(), [1, 4])
        }),
    )
  })
})
