import { expect, test, type Page } from "@playwright/test"

import { authed, newChat } from "./support/chat-page.ts"
import { adminSession, registerAccount } from "./support/real-server.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, shot } from "./support/screens.ts"

/*
 * Issue 27 in Chromium against the real server: "Parla con una persona" and the "Protocollo di crisi", both open
 * signed out, at 1280 and 375 px, with axe; every number on the help page a tap-to-call link; the protocol's
 * anonymous monthly counts after scripted crisis messages, none under 5 shown, and the admin's daily table.
 */
test.describe.configure({ mode: "serial" })

const SIZES = [
  { name: "1280", width: 1280, height: 800 },
  { name: "375", width: 375, height: 812 },
] as const

type Entry = { name: string; phone?: string; dial?: string; source: string | null }
type Section = { title: string; entries: Entry[] }

const withheldOrAtLeastFive = async (page: Page, table: string) => {
  const cells = await page
    .getByRole("table", { name: new RegExp(table) })
    .locator("tbody td:last-child")
    .allTextContents()
  expect(cells.length).toBeGreaterThan(0)
  for (const cell of cells)
    expect(cell === "meno di 5" || Number(cell.replace(/\./g, "")) >= 5, cell).toBe(true)
  return cells
}

for (const size of SIZES)
  test(`"Parla con una persona" signed out at ${size.name} px: every number tap-to-call, sources, axe`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    const sections = (await (await page.request.get("/api/safety/human-help")).json()) as Section[]
    await page.goto("/parla-con-una-persona")
    await expect(page.getByRole("heading", { level: 1, name: "Parla con una persona" })).toBeVisible({
      timeout: 20_000,
    })
    for (const section of sections)
      await expect(page.getByRole("heading", { level: 2, name: section.title })).toBeVisible()
    const withNumbers = sections.flatMap((s) => s.entries).filter((e) => e.phone !== undefined)
    expect(withNumbers.length).toBeGreaterThanOrEqual(7)
    for (const entry of withNumbers) {
      const call = page.getByRole("link", { name: `Chiama ${entry.name} ${entry.phone}` })
      await expect(call).toHaveAttribute("href", `tel:${entry.dial}`)
      await expect(call).toContainText(entry.phone ?? "")
      const box = await call.boundingBox()
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    }
    // no number on the page without its link: every phone written there is inside a tel: link
    const telTexts = await page.locator("a[href^='tel:']").allTextContents()
    for (const entry of withNumbers)
      expect(telTexts.some((text) => text.includes(entry.phone ?? ""))).toBe(true)
    await expect(page.getByText("Gli orari possono cambiare").first()).toBeVisible()
    await expect(page.getByRole("link", { name: "samaritansonlus.org" })).toHaveAttribute(
      "href",
      "https://www.samaritansonlus.org/",
    )
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await shot(page, `human-help-${size.name}`)
  })

test("the footer of the sign-in page leads to both pages", async ({ page }) => {
  await page.goto("/login")
  const footer = page.getByRole("navigation", { name: "Aiuto e informazioni" })
  await footer.getByRole("link", { name: "Parla con una persona" }).click()
  await expect(page).toHaveURL(/\/parla-con-una-persona$/)
  await page
    .getByRole("navigation", { name: "Aiuto e informazioni" })
    .getByRole("link", { name: "Protocollo di crisi" })
    .click()
  await expect(page.getByRole("heading", { level: 1, name: "Protocollo di crisi" })).toBeVisible()
})

test("the protocol's monthly counts after scripted crisis messages: anonymous, none under 5 shown", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const account = await registerAccount(request, { name: "Carla" })
  // each crisis message opens a new chat: one card each, counted once
  for (let i = 0; i < 6; i++) {
    const chatId = await newChat(request, account)
    const text = "Ho deciso di uccidermi stanotte, ho già preparato le pillole."
    const sent = await request.post(`/api/chats/${chatId}/messages`, {
      data: { content: text, ciphertext: Buffer.from(`cifrato ${i}`).toString("base64") },
      ...authed(account),
    })
    expect(sent.status(), await sent.text()).toBe(200)
  }
  // the async projection follows the log within a few seconds
  await expect(async () => {
    const body = (await (await request.get("/api/safety/crisis-referrals")).json()) as {
      counts: Array<{ category: string; cards: number | null }>
    }
    const suicide = body.counts.find((c) => c.category === "suicide")
    expect(suicide?.cards ?? 0).toBeGreaterThanOrEqual(6)
  }).toPass({ timeout: 30_000 })

  for (const size of SIZES) {
    await page.setViewportSize(size)
    await page.goto("/protocollo-di-crisi")
    await expect(page.getByRole("heading", { level: 1, name: "Protocollo di crisi" })).toBeVisible()
    await expect(page.getByText("Cogi non chiama nessuno")).toBeVisible()
    await expect(page.getByText(/Ultima revisione di questo protocollo/)).toBeVisible()
    // the held-out part's figures beside the steadier cross-validated range, and the way to a person
    await expect(page.getByText(/I risultati cambiano da una prova all'altra/)).toBeVisible()
    await expect(page.getByText(/la scheda compare per lo 0,8% dei messaggi/)).toBeVisible()
    await expect(
      page.getByText(/di falsi allarmi: su questa prova è raggiunto, ma non ancora su tutte le altre/),
    ).toBeVisible()
    await expect(page.getByText(/riconosce tra l'86,9% e il 94,4%/)).toBeVisible()
    // the detection table's figures all carry their decimal, so the column reads alike ("96,0%" beside "96,8%")
    const detection = page
      .getByRole("table")
      .filter({ has: page.getByRole("columnheader", { name: "Riconosciuti" }) })
    const figures = await detection.getByRole("cell").filter({ hasText: /%$/ }).allTextContents()
    expect(figures).toHaveLength(4)
    for (const figure of figures) expect(figure).toMatch(/^\d{1,3},\d%$/)
    const row = page.getByRole("row").filter({ hasText: "Pensieri di suicidio" })
    await expect(row.first()).toBeVisible()
    await withheldOrAtLeastFive(page, "Schede di crisi mostrate per mese")
    await expectNoAxeViolations(page)
    await expectNoHorizontalScroll(page)
    await shot(page, `crisis-protocol-${size.name}`)
  }

  // the administrator sees the same counts by day, also never under 5
  const admin = await adminSession(request)
  const daily = await request.get("/api/admin/crisis-referrals", authed(admin))
  expect(daily.status()).toBe(200)
  const days = (await daily.json()) as { counts: Array<{ period: string; cards: number | null }> }
  for (const count of days.counts) expect(count.cards === null || count.cards >= 5).toBe(true)
})
