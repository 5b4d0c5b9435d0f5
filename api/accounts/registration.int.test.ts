import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import {
  accountsSetup,
  detailOf,
  mailJobsOf,
  registerOk,
  registration,
  send,
  streamTypes,
} from "../../test/support/accounts.ts"

const { db, server } = await accountsSetup()
const consentMissing =
  "Per creare l'account servono il consenso al trattamento dei dati sul tuo benessere emotivo e la dichiarazione di avere almeno 18 anni."

const eventCount = () =>
  Effect.promise(() => db.sql<{ n: number }[]>`select count(*)::int as n from events`).pipe(
    Effect.map(([row]) => row?.n ?? 0),
  )
describe("accounts: registration", () => {
  layer(server, { excludeTestServices: true })((it) => {
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
            // the care note (issue 27) is on from sign-up
            care_note: true,
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
          assert.deepStrictEqual(yield* streamTypes(db, `user-${id}`), [
            "UserRegistered",
            "ConsentGiven",
            "EmailVerificationRequested",
            "UserLoggedIn",
          ])
          assert.deepStrictEqual(yield* streamTypes(db, `wallet-${id}`), ["FreeSessionsGranted"])
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
        const saltInvalid =
          "Il sale di cifratura (encryption_salt) non è valido: deve essere la codifica base64 di esattamente 16 byte."
        const cases: ReadonlyArray<readonly [Record<string, unknown>, string, string]> = [
          [{ password: "12345" }, "La password deve essere di almeno 6 caratteri", "PASSWORD_TOO_SHORT"],
          [{ email: "non-una-email" }, "Inserisci un indirizzo email valido.", "USER_EMAIL_INVALID"],
          [{ name: "   " }, "Il nome è obbligatorio.", "USER_NAME_EMPTY"],
          [{ encryption_salt: Buffer.alloc(15).toString("base64") }, saltInvalid, "ENCRYPTION_SALT_INVALID"],
          [{ encryption_salt: "not base64 at all!!" }, saltInvalid, "ENCRYPTION_SALT_INVALID"],
          [
            {
              emergency_contact_name: "Marco",
              emergency_contact_phone: "333",
              emergency_contact_relation: "vicino",
            },
            "Relazione del contatto di emergenza non valida: scegli tra amico, familiare, partner o altro.",
            "EMERGENCY_CONTACT_RELATION_INVALID",
          ],
          [{ consent_health_data: false }, consentMissing, "CONSENT_REQUIRED"],
          [{ adult: false }, consentMissing, "CONSENT_REQUIRED"],
        ]
        const before = yield* eventCount()
        for (const [overrides, detail, code] of cases) {
          const res = yield* send("POST", "/api/auth/register", registration(overrides))
          assert.strictEqual(res.status, 400, JSON.stringify(overrides))
          assert.deepStrictEqual(res.json, { detail, code })
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
  })
})
