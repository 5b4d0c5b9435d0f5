import { cleanup, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, describe, expect, it } from "vitest"

import { decryptText } from "../../../lib/crypto/message-crypto.ts"
import {
  emptyJourney,
  fakeServer,
  jsonResponse,
  renderJourney,
} from "../../../../test/support/client/journey.tsx"
import { MemorySetting } from "./memory-setting.tsx"
import { MoodChart } from "./mood-chart.tsx"
import { SummaryItem } from "./summary-item.tsx"
import { SessionSummaryOffer } from "./session-summary-offer.tsx"

const transcript = [
  { role: "user" as const, content: "Sono in ansia" },
  { role: "assistant" as const, content: "Ti ascolto" },
]
const saved = (body: unknown) =>
  jsonResponse(
    {
      ...emptyJourney,
      summaries: [
        {
          id: "s1",
          chat_id: "c1",
          ciphertext: (body as { ciphertext: string }).ciphertext,
          created_at: "2026-11-20T10:00:00.000Z",
          edited_at: null,
          remembered: true,
        },
      ],
    },
    201,
  )

describe("the summary offered at the end of a session", () => {
  it("shows the assistant's draft, lets the user edit it, and stores only its ciphertext", async () => {
    const server = fakeServer([
      { method: "GET", path: /\/journey$/, answer: () => jsonResponse(emptyJourney) },
      {
        method: "POST",
        path: /\/journey\/drafts$/,
        answer: () => jsonResponse({ content: "Cosa hai portato: l'ansia.", provider: "local" }),
      },
      { method: "POST", path: /\/journey\/summaries$/, answer: saved },
    ])
    const { keyring } = renderJourney(
      <SessionSummaryOffer chatId="c1" transcript={transcript} />,
      server.fetch,
    )
    const text = await screen.findByDisplayValue("Cosa hai portato: l'ansia.")
    expect(server.calls.find((c) => c.path.endsWith("/drafts"))?.body).toEqual({ chat_id: "c1", transcript })
    await userEvent.type(text, " E il sonno.")
    await userEvent.click(screen.getByRole("button", { name: "Salva nel tuo percorso" }))
    expect(await screen.findByText(/Riassunto salvato nel tuo percorso/)).toBeTruthy()
    const body = server.calls.find((c) => c.path.endsWith("/summaries"))?.body as {
      ciphertext: string
      chat_id: string
    }
    expect(body.chat_id).toBe("c1")
    expect(body.ciphertext).not.toContain("ansia")
    expect(await decryptText(keyring, body.ciphertext)).toBe("Cosa hai portato: l'ansia. E il sonno.")
  })

  it("when the assistant cannot draft it, says so in Italian and the user writes their own", async () => {
    const server = fakeServer([
      { method: "GET", path: /\/journey$/, answer: () => jsonResponse(emptyJourney) },
      {
        method: "POST",
        path: /\/journey\/drafts$/,
        answer: () =>
          jsonResponse(
            {
              detail:
                "L'assistente non è riuscito a preparare il riassunto in questo momento. Puoi scriverlo tu qui sotto, oppure riprovare tra poco.",
              code: "ASSISTANT_UNAVAILABLE",
            },
            503,
          ),
      },
      { method: "POST", path: /\/journey\/summaries$/, answer: saved },
    ])
    renderJourney(<SessionSummaryOffer chatId="c1" transcript={transcript} />, server.fetch)
    expect(await screen.findByText(/Puoi scriverlo tu qui sotto/)).toBeTruthy()
    await userEvent.type(screen.getByLabelText("Riassunto"), "Ho parlato del lavoro.")
    await userEvent.click(screen.getByRole("button", { name: "Salva nel tuo percorso" }))
    expect(await screen.findByText(/Riassunto salvato nel tuo percorso/)).toBeTruthy()
  })

  it("is neither offered nor drafted for a session that already has a summary", async () => {
    const server = fakeServer([
      { method: "GET", path: /\/journey$/, answer: () => saved({ ciphertext: "QUJD" }) },
    ])
    const { container } = renderJourney(
      <SessionSummaryOffer chatId="c1" transcript={transcript} />,
      server.fetch,
    )
    await waitFor(() => expect(server.calls.some((c) => c.path.endsWith("/journey"))).toBe(true))
    expect(container.textContent).toBe("")
    expect(server.calls.some((c) => c.path.endsWith("/drafts"))).toBe(false)
  })
})

describe("the memory switch", () => {
  it("explains what memory does and turns it off", async () => {
    const server = fakeServer([
      {
        method: "PUT",
        path: /\/journey\/memory$/,
        answer: () => jsonResponse({ ...emptyJourney, memory_enabled: false }),
      },
    ])
    renderJourney(<MemorySetting enabled />, server.fetch)
    const toggle = screen.getByRole("switch", { name: "Memoria attiva" })
    expect(toggle.getAttribute("aria-describedby")).not.toBeNull()
    expect(screen.getByText(/il server non li conserva in chiaro/)).toBeTruthy()
    await userEvent.click(toggle)
    await waitFor(() => expect(server.calls[0]?.body).toEqual({ enabled: false }))
  })
})

describe("choosing which summaries the assistant remembers", () => {
  afterEach(cleanup)
  const summary = {
    id: "s1",
    chatId: "c1",
    text: "Cosa hai portato: il lavoro.",
    createdAt: "2026-11-20T10:00:00.000Z",
    editedAt: null,
    remembered: true,
  }
  it("shows a chosen summary as remembered and un-chooses it with the switch", async () => {
    const server = fakeServer([
      {
        method: "PUT",
        path: /\/journey\/summaries\/s1\/memory$/,
        answer: () => jsonResponse(emptyJourney),
      },
    ])
    renderJourney(<SummaryItem summary={summary} />, server.fetch)
    const toggle = screen.getByRole("switch", { name: /^Ricorda in memoria: Sessione del 20 novembre/ })
    expect((toggle as HTMLInputElement).checked).toBe(true)
    expect(screen.getByText("L'assistente lo riceve con la memoria.")).toBeTruthy()
    await userEvent.click(toggle)
    await waitFor(() =>
      expect(server.calls).toEqual([
        { method: "PUT", path: "/api/journey/summaries/s1/memory", body: { remembered: false } },
      ]),
    )
  })

  it("says an un-chosen summary stays only on the page, and tells in Italian when the choice fails", async () => {
    const server = fakeServer([
      {
        method: "PUT",
        path: /\/memory$/,
        answer: () =>
          jsonResponse(
            { detail: "Riassunto non trovato: forse l'hai già eliminato.", code: "SUMMARY_NOT_FOUND" },
            404,
          ),
      },
    ])
    renderJourney(<SummaryItem summary={{ ...summary, remembered: false }} />, server.fetch)
    const toggle = screen.getByRole("switch", { name: /^Ricorda in memoria/ })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    expect(screen.getByText(/resta solo qui per te/)).toBeTruthy()
    await userEvent.click(toggle)
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Riassunto non trovato: forse l'hai già eliminato.",
    )
    expect(server.calls[0]?.body).toEqual({ remembered: true })
  })
})

describe("the mood chart", () => {
  it("is an SVG with a title and a description, and the same data as a table on request", async () => {
    const moods = [
      {
        id: "m1",
        chatId: "c1",
        moment: "start" as const,
        score: 2,
        word: "agitazione",
        at: "2026-11-20T10:00:00.000Z",
      },
      { id: "m2", chatId: "c1", moment: "end" as const, score: 4, word: "", at: "2026-11-20T10:30:00.000Z" },
    ]
    renderJourney(<MoodChart moods={moods} />, fakeServer([]).fetch)
    const chart = screen.getByRole("img", { name: /Il tuo umore nel tempo/ })
    expect(chart.querySelector("title")?.textContent).toMatch(/da 1 \(molto giù\) a 5 \(molto bene\)/)
    expect(chart.querySelector("desc")?.textContent).toMatch(/L'ultima: 4 su 5 \(Bene\)/)
    await userEvent.click(screen.getByRole("button", { name: "Mostra come tabella" }))
    expect(screen.queryByRole("img")).toBeNull()
    const rows = screen.getAllByRole("row")
    expect(rows).toHaveLength(3)
    expect(rows[1]?.textContent).toMatch(/Fine sessione4 su 5 · Bene—/)
    expect(rows[2]?.textContent).toMatch(/Inizio sessione2 su 5 · Giùagitazione/)
    expect(screen.getByRole("button", { name: "Mostra il grafico" }).getAttribute("aria-pressed")).toBe(
      "true",
    )
  })
})
