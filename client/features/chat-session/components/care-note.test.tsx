import { cleanup, screen, waitFor } from "@testing-library/react"
import { userEvent } from "@testing-library/user-event"
import { afterEach, beforeEach, describe, expect, it } from "vitest"

import { fakeServer, jsonResponse, renderJourney } from "../../../../test/support/client/journey.tsx"
import { localOffsetMinutes } from "../api/care-note.ts"
import { CareNote } from "./care-note.tsx"

afterEach(cleanup)
beforeEach(() => localStorage.clear())

const answering = (body: unknown) =>
  fakeServer([{ method: "GET", path: /\/sessions\/c1\/care-note$/, answer: () => jsonResponse(body) }])

describe("the care note in a session", () => {
  it("given the third session of the day, says Cogi is glad to be there and points to a person; closed, it stays closed", async () => {
    const server = answering({ show: true, reason: "third_session_today" })
    renderJourney(<CareNote chatId="c1" active />, server.fetch)
    const note = await screen.findByRole("complementary", { name: "Un pensiero per te" })
    expect(note.textContent).toContain("È la terza volta che ci sentiamo oggi: mi fa piacere esserci per te.")
    expect(screen.getByRole("link", { name: "Parla con una persona" }).getAttribute("href")).toBe(
      "/parla-con-una-persona",
    )
    expect(screen.getByRole("link", { name: "tuo account" }).getAttribute("href")).toBe("/account")
    expect(server.calls[0]?.path).toBe("/api/sessions/c1/care-note")
    await userEvent.click(screen.getByRole("button", { name: "Chiudi questo pensiero" }))
    expect(screen.queryByRole("complementary")).toBeNull()
    cleanup()
    const again = answering({ show: true, reason: "third_session_today" })
    renderJourney(<CareNote chatId="c1" active />, again.fetch)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole("complementary")).toBeNull()
    expect(again.calls).toHaveLength(0)
  })

  it("given a night session, suggests rest", async () => {
    renderJourney(<CareNote chatId="c1" active />, answering({ show: true, reason: "late_night" }).fetch)
    expect((await screen.findByRole("complementary")).textContent).toMatch(
      /È notte fonda.*riposare può aiutare/,
    )
  })

  it("asks nothing while the session is not running (or beside a crisis), and shows nothing when the server says no", async () => {
    const idle = answering({ show: true, reason: "late_night" })
    renderJourney(<CareNote chatId="c1" active={false} />, idle.fetch)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(idle.calls).toHaveLength(0)
    cleanup()
    const no = answering({ show: false, reason: null })
    renderJourney(<CareNote chatId="c1" active />, no.fetch)
    await waitFor(() => expect(no.calls).toHaveLength(1))
    expect(screen.queryByRole("complementary")).toBeNull()
  })

  it("tells the server the person's own offset from UTC, east positive, as a query parameter", async () => {
    const asked: Array<string> = []
    const fetch = (input: RequestInfo | URL) => {
      asked.push(String(input))
      return Promise.resolve(jsonResponse({ show: false, reason: null }))
    }
    renderJourney(<CareNote chatId="c1" active />, fetch)
    await waitFor(() => expect(asked).toHaveLength(1))
    const sent = Number(new URL(asked[0] ?? "", "http://localhost").searchParams.get("offset_minutes"))
    // getTimezoneOffset counts west positive (Rome in winter: -60): the server is told east positive
    expect(sent).toBe(0 - new Date().getTimezoneOffset())
    expect(localOffsetMinutes({ getTimezoneOffset: () => -60 } as Date)).toBe(60)
    expect(localOffsetMinutes({ getTimezoneOffset: () => 300 } as Date)).toBe(-300)
  })
})
