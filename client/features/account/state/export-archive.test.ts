import { describe, expect, it } from "vitest"

import { testUser } from "../../../../test/support/client/test-user.ts"
import { createKeyring, encryptText, toBase64 } from "../../../lib/crypto/message-crypto.ts"
import { sealReply } from "../../../lib/crypto/reply-envelope.ts"
import { toVaultText } from "../../../lib/safety-plan-record.ts"
import { buildExport, UNREADABLE } from "./export-archive.ts"
import { ledgerLineIt } from "./export-ledger.ts"

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
        subscription_cancelled: false,
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
        visit_note: {
          ciphertext: await encryptText(
            keyring,
            salt,
            JSON.stringify({
              going: "Non dormo.",
              since: "",
              helped: "",
              ask: "Cosa posso fare?",
              summaryIds: [],
            }),
          ),
          saved_at: "2026-11-21T09:00:00.000Z",
        },
      },
      vault: { ciphertext: null, updated_at: null },
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
    expect(built.markdown).toContain("- 3 sessioni gratuite ricevute il 20 novembre 2026")
    expect(built.markdown).not.toContain("FreeSessionsGranted")
    expect(built.markdown).toContain("Nessun piano di sicurezza salvato.")
    expect(built.archive.type).toBe("application/zip")
    expect(built.data.journey.summaries.map((s) => s.text)).toEqual(["Cosa hai portato: la stanchezza."])
    expect(built.data.journey.moods).toEqual([
      { chat_id: "c1", moment: "start", recorded_at: "2026-11-21T08:00:30.000Z", score: 2, word: "stanca" },
    ])
    expect(built.markdown).toContain("## Il tuo percorso")
    expect(built.markdown).toContain("Memoria: spenta.")
    expect(built.markdown).toContain("2 su 5 — stanca")
    expect(built.data.journey.visit_note).toEqual({
      saved_at: "2026-11-21T09:00:00.000Z",
      sections: [
        { title: "Cosa sto attraversando", text: "Non dormo." },
        { title: "Cosa vorrei chiedere", text: "Cosa posso fare?" },
      ],
    })
    expect(built.markdown).toContain("### Cosa vorrei dire (salvata il 21 novembre 2026 alle ore 10:00)")
    expect(built.markdown).toContain("**Cosa vorrei chiedere**\n\nCosa posso fare?")
  })

  it("shows replies without their envelope, the ledger in Italian, the safety plan and appointments, and the pictures as dated files", async () => {
    const keyring = createKeyring("segreta1")
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])
    const plan = {
      warning_signs: ["non dormo"],
      coping_alone: ["una passeggiata"],
      distraction: [],
      people_for_help: ["Luca: 333"],
      professionals: ["Telefono Amico: 02 2327 2327"],
      safe_environment: [],
      reasons_for_living: ["mia figlia"],
    }
    const sources = {
      profile: testUser({ name: "Anna" }),
      sessionInfo: {
        free_sessions_remaining: 2,
        subscription_sessions_remaining: 0,
        purchased_sessions_remaining: 0,
        total_sessions_available: 2,
        has_active_subscription: false,
        subscription_expires_at: null,
        subscription_cancelled: false,
        has_unlimited_sessions: false,
        unlimited_expires_at: null,
      },
      server: {
        consent: null,
        credit_ledger: [
          { type: "FreeSessionsGranted", at: "2026-11-20T09:00:00.000Z", details: { count: 3 } },
          { type: "CreditReserved", at: "2026-11-21T08:01:00.000Z", details: { source: "free" } },
          { type: "CreditConsumed", at: "2026-11-21T08:31:00.000Z", details: { source: "free" } },
        ],
        appointments: [
          {
            scheduled_at: "2026-11-28T09:00:00.000Z",
            timezone: "Europe/Rome",
            notes: "Parlare del lavoro",
            reminder_emails_enabled: true,
            cancelled: false,
          },
        ],
        superseded_messages: [],
      },
      chats: [
        {
          id: "c1",
          title: null,
          therapeutic_approach: "claude" as const,
          created_at: "2026-11-21T08:00:00.000Z",
          updated_at: "2026-11-21T08:02:00.000Z",
          assistant_provider: "local" as const,
          messages: [
            {
              id: "m1",
              role: "user" as const,
              content: await encryptText(keyring, salt, "Guarda che tramonto"),
              timestamp: "2026-11-21T08:01:00.000Z",
              image: { url: "/api/images/abc", width: 10, height: 10, alt: "Immagine allegata" },
            },
            {
              id: "m2",
              role: "assistant" as const,
              content: await encryptText(
                keyring,
                salt,
                sealReply({ text: "Che bello leggerlo!", crisis: false, interrupted: false }),
              ),
              timestamp: "2026-11-21T08:02:00.000Z",
              image: null,
            },
          ],
        },
      ],
      journey: { memory_enabled: true, summaries: [], moods: [], visit_note: null },
      vault: {
        ciphertext: await encryptText(keyring, salt, toVaultText(plan)),
        updated_at: "2026-11-21T10:00:00.000Z",
      },
    }
    const asked: Array<string> = []
    const built = await buildExport(sources, keyring, new Date("2026-11-22T10:00:00.000Z"), (url) => {
      asked.push(url)
      return Promise.resolve({ bytes: png, type: "image/png" })
    })
    expect(asked).toEqual(["/api/images/abc"])
    const [question, reply] = built.data.conversations[0]?.messages ?? []
    expect(reply?.text).toBe("Che bello leggerlo!")
    expect(built.markdown).not.toContain("cogi-reply/1")
    expect(JSON.stringify(built.data)).not.toContain("cogi-reply/1")
    expect(question?.image_file).toBe("immagini/conversazione-1-1.png")
    expect(built.markdown).toContain(
      "Guarda che tramonto ![Immagine allegata](immagini/conversazione-1-1.png)",
    )
    expect(built.markdown).toContain(
      "- Sessione usata il 21 novembre 2026 alle ore 09:31 (una delle sessioni gratuite)",
    )
    expect(built.markdown).toMatch(
      /28 novembre 2026 alle ore 10:00, con promemoria via email — Parlare del lavoro/,
    )
    expect(built.markdown).toContain("## Il mio piano di sicurezza")
    expect(built.markdown).toContain("### I miei segnali di allarme\n\n- non dormo")
    expect(built.markdown).toContain("### Le mie ragioni per vivere\n\n- mia figlia")
    expect(built.data.safety_plan?.sections?.[0]).toEqual({
      title: "I miei segnali di allarme",
      items: ["non dormo"],
    })
    // the picture is an entry of the ZIP, its bytes as they were, dated like its message
    const zip = new Uint8Array(await built.archive.arrayBuffer())
    const text = new TextDecoder("latin1").decode(zip)
    const view = new DataView(zip.buffer)
    // the entry's local header: the name right after the 30 bytes that start with the header's signature
    let at = text.indexOf("immagini/conversazione-1-1.png")
    while (at >= 30 && view.getUint32(at - 30, true) !== 0x04034b50)
      at = text.indexOf("immagini/conversazione-1-1.png", at + 1)
    expect(at).toBeGreaterThan(30)
    const local = at - 30
    expect(view.getUint16(local + 12, true) >> 9).toBe(2026 - 1980)
    expect(Array.from(zip.slice(at + 30, at + 30 + png.length))).toEqual(Array.from(png))
  })

  it.each([
    [{ type: "FreeSessionsGranted", details: { count: 1 } }, "1 sessione gratuita ricevuta il"],
    [{ type: "CreditsPurchased", details: { credits: 5 } }, "5 sessioni acquistate il"],
    [
      { type: "SubscriptionActivated", details: { sessions: 8, expiresAt: "2026-12-27T10:00:00.000Z" } },
      "Abbonamento attivato il 27 novembre 2026 alle ore 11:00: 8 sessioni fino al 27 dicembre 2026",
    ],
    [{ type: "SubscriptionCancelled", details: {} }, "Abbonamento disdetto il"],
    [
      { type: "CodeRedeemed", details: { code: "GOLDEN7", grant: { _tag: "Unlimited", until: null } } },
      "Codice GOLDEN7 usato il 27 novembre 2026 alle ore 11:00: accesso illimitato senza scadenza",
    ],
    [
      { type: "CreditReleased", details: { source: "waived" } },
      "Sessione restituita il 27 novembre 2026 alle ore 11:00 (senza addebito)",
    ],
    [{ type: "SomethingNew", details: { x: 1 } }, "Altro movimento il"],
  ])("says the ledger line %j in Italian", (line, expected) => {
    const dateIt = (iso: string) =>
      new Intl.DateTimeFormat("it-IT", {
        dateStyle: "long",
        timeStyle: "short",
        timeZone: "Europe/Rome",
      }).format(new Date(iso))
    const said = ledgerLineIt({ ...line, at: "2026-11-27T10:00:00.000Z" }, dateIt)
    expect(said).toContain(expected)
    expect(said).not.toMatch(/[{}]|Granted|Credit/)
  })
})
