import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { registerVerifiedAccount, removeToasts, signInBeforeLoad } from "./support/real-server.ts"

/*
 * Issue 15, search across my conversations (in the browser, after decryption: the query never reaches the
 * server) and the conversation list beside the chat from 1024 px on; on a phone, the search on /cerca.
 */
const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

const composer = (page: Page) => page.getByLabel("Il tuo messaggio")
const sidebar = (page: Page) => page.getByRole("navigation", { name: "Le tue conversazioni" })

const chatAbout = async (page: Page, text: string) => {
  await page.goto("/dashboard")
  await page
    .getByRole("button", { name: /Inizia la tua prima sessione|Inizia una sessione gratuita/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/chat\/[^/?]+$/)
  await composer(page).fill(text)
  await composer(page).press("Enter")
  await expect(page.getByRole("button", { name: "Rigenera la risposta" })).toBeEnabled({ timeout: 30_000 })
  return page.url().split("/").at(-1) ?? ""
}

test("search finds a message in the browser, links to it and highlights it; the list stands beside the chat", async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInBeforeLoad(page, await registerVerifiedAccount(page.request, { name: "Sara" }))
  const work = await chatAbout(page, "Oggi al lavoro il capo mi ha urlato contro")
  const sister = await chatAbout(page, "Ho litigato con mia sorella per una sciocchezza")
  await removeToasts(page)

  // 1280: the list of conversations beside the chat, the current one marked.
  await expect(sidebar(page)).toBeVisible()
  const list = sidebar(page).getByRole("list", { name: "Le tue conversazioni" })
  await expect(list.getByRole("link")).toHaveCount(2)
  await expect(list.locator('[aria-current="page"]')).toHaveAttribute("href", `/chat/${sister}`)

  // The search runs here: no request carries the query.
  const sent: string[] = []
  page.on("request", (request) => sent.push(`${request.url()} ${request.postData() ?? ""}`))
  await sidebar(page).getByLabel("Cerca nelle tue conversazioni").fill("LAVORO")
  // the message and the offline assistant's reply, which echoes the word
  await expect(sidebar(page).getByRole("status")).toHaveText(/^[12] messagg(io|i) trovat(o|i)\.$/)
  const results = sidebar(page).getByRole("list", { name: "Risultati della ricerca" }).getByRole("link")
  const result = results.filter({ hasText: "Tu ·" })
  await expect(result).toHaveCount(1)
  await expect(result.locator("mark")).toHaveText("lavoro")
  await expect(results.filter({ hasText: "sorella" })).toHaveCount(0)
  expect(sent.filter((line) => line.toLowerCase().includes("lavoro"))).toEqual([])
  await page.screenshot({ path: `${SHOTS}/search-desktop.png` })
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])

  // The result opens the chat on the message, focused and highlighted.
  await result.click()
  await expect(page).toHaveURL(new RegExp(`/chat/${work}\\?m=`))
  const found = page.getByRole("listitem").filter({ hasText: "Messaggio trovato dalla ricerca." })
  await expect(found).toContainText("Oggi al lavoro il capo mi ha urlato contro")
  await expect(found).toBeFocused()
  await expect(found).toBeInViewport()
  await page.screenshot({ path: `${SHOTS}/search-found-desktop.png` })

  // 375: the chat keeps the whole screen; the dashboard leads to the search on its own page.
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(sidebar(page)).toHaveCount(0)
  await page.goto("/dashboard")
  await page.getByRole("link", { name: "Cerca nelle conversazioni" }).click()
  await expect(page).toHaveURL(/\/cerca$/)
  await expect(page.getByRole("heading", { name: "Cerca nelle conversazioni" })).toBeVisible()
  await page.getByLabel("Cerca nelle tue conversazioni").fill("sorella")
  await expect(page.getByRole("status").filter({ hasText: "trovat" })).toHaveText(
    /^[12] messagg(io|i) trovat(o|i)\.$/,
  )
  await page.screenshot({ path: `${SHOTS}/search-mobile.png` })
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page
    .getByRole("list", { name: "Risultati della ricerca" })
    .getByRole("link")
    .filter({ hasText: "Tu ·" })
    .click()
  await expect(page).toHaveURL(new RegExp(`/chat/${sister}\\?m=`))
  await expect(
    page.getByRole("listitem").filter({ hasText: "Messaggio trovato dalla ricerca." }),
  ).toBeFocused()
})
