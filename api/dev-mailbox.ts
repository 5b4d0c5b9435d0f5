import { Config, Effect, Layer, Option } from "effect"
import { HttpRouter, HttpServerResponse } from "effect/http"
import { renderMailboxPage } from "../adapters/mail/mailbox-page.ts"
import { listOutbox } from "../adapters/mail/outbox.ts"

/**
 * `GET /dev/mailbox`: the mails kept in the outbox, newest first — only while mail goes to the outbox
 * (no SMTP_URL) and NODE_ENV is not "production". Everywhere else the route does not exist.
 */
export const DevMailboxRoute = Layer.unwrap(
  Effect.gen(function* () {
    const smtp = yield* Config.option(Config.String("SMTP_URL"))
    const env = yield* Config.String("NODE_ENV").pipe(Config.withDefault("development"))
    if ((Option.isSome(smtp) && smtp.value.trim() !== "") || env === "production") return Layer.empty
    return HttpRouter.add(
      "GET",
      "/dev/mailbox",
      Effect.map(listOutbox(50), (mails) => HttpServerResponse.html(renderMailboxPage(mails))),
    )
  }),
)
