import { assert, describe, layer } from "@effect/vitest"
import { Effect } from "effect"
import { makeAppTestServer, getJson, postJson, signUpAndIn } from "../../test/support/app-server.ts"
import { createTestDatabase } from "../../test/support/database.ts"
import { type AuthBody, mailJobsOf, registration } from "../../test/support/accounts.ts"

const db = await createTestDatabase()

// The accounts endpoints inside the whole app (makeHttpApp, the production hooks and job queue).
describe("accounts in the whole app", () => {
  layer(makeAppTestServer(db.url), { excludeTestServices: true })((it) => {
    it.effect(
      "given the whole app, when registering, verifying and signing in, then each step answers as SPEC says",
      () =>
        Effect.gen(function* () {
          const body = registration()
          const registered = yield* signUpAndIn(body)
          assert.strictEqual(registered.status, 200, registered.text)
          const { user, access_token } = registered.json as AuthBody
          const [job] = yield* mailJobsOf(db, user.id)
          assert.strictEqual(job?.kind, "verification")

          const verified = yield* postJson("/api/auth/verify-email", { token: job?.token })
          assert.deepStrictEqual(verified.json, { verified: true, message: "Email verificata con successo!" })
          const me = yield* getJson("/api/user/me", access_token)
          assert.strictEqual((me.json as { is_verified: boolean }).is_verified, true)

          const login = yield* postJson("/api/auth/login", { email: body.email, password: body.password })
          assert.strictEqual(login.status, 200, login.text)
          const openapi = yield* getJson("/api/openapi.json")
          const paths = Object.keys((openapi.json as { paths: Record<string, unknown> }).paths)
          for (const path of [
            "/api/auth/register",
            "/api/auth/login",
            "/api/auth/verify-email",
            "/api/auth/resend-verification",
            "/api/user/me",
            "/api/user/preferences",
          ]) {
            assert.include(paths, path)
          }
        }),
    )
  })
})
