import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"

import { encryptText } from "../../../lib/crypto/message-crypto.ts"
import { replyClaims, type ClaimedReply } from "../../../lib/crypto/reply-claims.ts"
import { replyKeyStore } from "../../../lib/crypto/reply-key-store.ts"
import {
  calls,
  keyring,
  renderChat,
  SALT,
  serve,
  useChatTestSetup,
} from "../../../../test/support/client/chat-session.tsx"
import { chatRoutes, keptReplyKey, pendingReplyRoute } from "../../../../test/support/client/chat-routes.ts"
import { sealReply } from "../../../lib/crypto/reply-envelope.ts"

useChatTestSetup()

const REPLY = "44444444-4444-4444-8444-444444444444"

describe("a reply the dashboard is storing when the chat opens", () => {
  it("given the dashboard's delivery under way, then the chat shows its reply and neither fetches nor stores it again", async () => {
    await keptReplyKey()
    let finish = (_: ClaimedReply) => undefined as void
    const delivery = replyClaims.run(
      "stored-0",
      () => new Promise<ClaimedReply>((resolve) => (finish = resolve)),
    )
    serve({ ...chatRoutes([{ role: "user", text: "Non riesco a dormire" }]), ...pendingReplyRoute(REPLY) })
    renderChat()
    expect(await screen.findByText("Non riesco a dormire")).toBeInTheDocument()
    await waitFor(() => expect(calls.some((call) => call.path === "/chats/c1/replies/pending")).toBe(true))
    const record = { text: "Sono qui, anche adesso.", crisis: false, interrupted: false }
    finish({ replyId: REPLY, ciphertext: await encryptText(keyring, SALT, sealReply(record)), ...record })
    await delivery
    expect(await screen.findByText("Sono qui, anche adesso.")).toBeInTheDocument()
    expect(calls.some((call) => call.path.endsWith("/events"))).toBe(false)
    expect(calls.some((call) => call.method === "POST" && call.path === "/chats/c1/replies")).toBe(false)
    await replyKeyStore.clear()
  })
})
