import { describe, expect, it } from "vitest"

import { testUser } from "../../../lib/auth/test-user.ts"
import { createKeyring, encryptText, toBase64 } from "../../../lib/crypto/message-crypto.ts"
import { buildExport, UNREADABLE } from "./export-archive.ts"

const salt = toBase64(new Uint8Array(16).fill(3))

describe("export archive", () => {
  it("decrypts titles and messages here (those Rigenera/Modifica replaced too, marked), marks what another key sealed as unreadable, and carries the server's lists", async () => {
    const keyring = createKeyring("segreta1")
    const sources = {
      profile: testUser({ name: "Anna", emergency_contact: { name: "Luca", phone: "333", relation: null } }),
      sessionInfo: {
        free_sessions_remaining: 2,
        subscription_sessions_remaining: 0,
        purchased_sessions_remaining: 0,
        total_sessions_available: 2,
        has_active_subscription: false,
        subscription_expires_at: null,
        has_unlimited_sessions: false,
        unlimited_expires_at: null,
      },
      server: {
        consent: { health_data: true, adult: true, at: "2026-11-20T09:00:00.000Z" },
        credit_ledger: [
          { type: "FreeSessionsGranted", at: "2026-11-20T09:00:00.000Z", details: { count: 3 } },
        ],
        appointments: [],
        superseded_messages: [
          {
            chat_id: "c1",
            id: "m0",
            role: "assistant" as const,
            content: await encryptText(keyring, salt, "Una prima risposta"),
            timestamp: "2026-11-21T08:01:30.000Z",
            image: false,
            superseded_at: "2026-11-21T08:01:50.000Z",
            reason: "regenerate" as const,
          },
          {
            chat_id: "c-deleted",
            id: "x1",
            role: "user" as const,
            content: await encryptText(keyring, salt, "Di una sessione che non c'è più"),
            timestamp: "2026-11-21T07:00:00.000Z",
            image: false,
            superseded_at: "2026-11-21T07:01:00.000Z",
            reason: "edit" as const,
          },
        ],
      },
      chats: [
        {
          id: "c1",
          title: await encryptText(keyring, salt, "Il lavoro"),
          therapeutic_approach: "gpt" as const,
          created_at: "2026-11-21T08:00:00.000Z",
          updated_at: "2026-11-21T08:02:00.000Z",
          assistant_provider: "local" as const,
          messages: [
            {
              id: "m1",
              role: "user" as const,
              content: await encryptText(keyring, salt, "Sono stanca"),
              timestamp: "2026-11-21T08:01:00.000Z",
              image: null,
            },
            {
              id: "m2",
              role: "assistant" as const,
              content: await encryptText(createKeyring("vecchia"), salt, "Ti ascolto"),
              timestamp: "2026-11-21T08:02:00.000Z",
              image: null,
            },
          ],
        },
      ],
      journey: {
        memory_enabled: false,
        summaries: [
          {
            id: "s1",
            chat_id: "c1",
            ciphertext: await encryptText(keyring, salt, "Cosa hai portato: la stanchezza."),
            created_at: "2026-11-21T08:30:00.000Z",
            edited_at: null,
            remembered: true,
          },
        ],
        moods: [
          {
            id: "m1",
            chat_id: "c1",
            moment: "start" as const,
            ciphertext: await encryptText(keyring, salt, JSON.stringify({ score: 2, word: "stanca" })),
            recorded_at: "2026-11-21T08:00:30.000Z",
          },
        ],
      },
    }
    const built = await buildExport(sources, keyring, new Date("2026-11-22T10:00:00.000Z"))
    expect(built.fileName).toBe("cogi-i-miei-dati-2026-11-22.zip")
    expect(built.data.conversations[0]?.title).toBe("Il lavoro")
    expect(built.data.conversations[0]?.messages.map((m) => [m.text, m.superseded])).toEqual([
      ["Sono stanca", null],
      ["Una prima risposta", { at: "2026-11-21T08:01:50.000Z", reason: "regenerate" }],
      [UNREADABLE, null],
    ])
    expect(built.markdown).toMatch(
      /\(21 novembre 2026 alle ore 09:01, sostituito da «Rigenera» il 21 novembre 2026 alle ore 09:01\): Una prima risposta/,
    )
    expect(built.markdown).not.toContain("Di una sessione che non c'è più")
    expect(built.markdown).toContain("### Il lavoro")
    expect(built.markdown).toContain("**Tu**")
    expect(built.markdown).toContain("Sono stanca")
    expect(built.markdown).toContain("Luca, 333 (Non specificato)")
    expect(built.markdown).toContain("FreeSessionsGranted")
    expect(built.archive.type).toBe("application/zip")
    expect(built.data.journey.summaries.map((s) => s.text)).toEqual(["Cosa hai portato: la stanchezza."])
    expect(built.data.journey.moods).toEqual([
      { chat_id: "c1", moment: "start", recorded_at: "2026-11-21T08:00:30.000Z", score: 2, word: "stanca" },
    ])
    expect(built.markdown).toContain("## Il tuo percorso")
    expect(built.markdown).toContain("Memoria: spenta.")
    expect(built.markdown).toContain("2 su 5 — stanca")
  })
})
