import { cleanup, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"

import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import { fromMoodText } from "../state/mood.ts"
import {
  emptyJourney,
  fakeServer,
  jsonResponse,
  renderJourney,
} from "../../../../test/support/client/journey.tsx"
import { MoodCheckIn } from "./mood-check-in.tsx"

afterEach(cleanup)

describe("the mood check-in at the start of a session", () => {
  it("asks for the word only once a score is chosen, and stores only the check-in's ciphertext", async () => {
    const server = fakeServer([
      { method: "GET", path: /\/journey$/, answer: () => jsonResponse(emptyJourney) },
      {
        method: "POST",
        path: /\/journey\/moods$/,
        answer: (body) =>
          jsonResponse(
            {
              ...emptyJourney,
              moods: [
                {
                  id: (body as { mood_id: string }).mood_id,
                  chat_id: "c1",
                  moment: "start",
                  ciphertext: (body as { ciphertext: string }).ciphertext,
                  created_at: "2026-11-25T10:00:00.000Z",
                },
              ],
            },
            201,
          ),
      },
    ])
    const { keyring } = renderJourney(<MoodCheckIn chatId="c1" moment="start" />, server.fetch)
    const card = await screen.findByRole("region", { name: "Come ti senti adesso, prima di iniziare?" })
    expect(screen.queryByLabelText("Una parola (facoltativa)")).toBeNull()
    expect(screen.queryByRole("button", { name: "Salva" })).toBeNull()

    await userEvent.click(screen.getByLabelText("2 · Giù"))
    await userEvent.type(screen.getByLabelText("Una parola (facoltativa)"), "agitazione")
    await userEvent.click(screen.getByRole("button", { name: "Salva" }))

    await waitFor(() => expect(card.isConnected).toBe(false))
    // said back in its place (issue 28), not a card that simply vanishes
    expect(screen.getByRole("status")).toHaveTextContent("Salvato nel tuo percorso: 2 · Giù, «agitazione».")
    const body = server.calls.find((c) => c.path.endsWith("/moods"))?.body as { ciphertext: string }
    expect(body.ciphertext).not.toContain("agitazione")
    expect(fromMoodText(await decryptText(keyring, body.ciphertext))).toEqual({
      score: 2,
      word: "agitazione",
    })
  })
})
