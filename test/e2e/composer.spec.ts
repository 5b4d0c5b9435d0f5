import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { registerVerifiedAccount, removeToasts, signInBeforeLoad } from "./support/real-server.ts"

/*
 * Issue 15, the phone composer gives the text the room: at 375 px the field takes the whole line and the image,
 * voice and send buttons sit beneath it; at 1280 px everything stays on one row.
 */
const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

const field = (page: Page) => page.getByLabel("Il tuo messaggio")
const form = (page: Page) => page.getByRole("form", { name: "Scrivi un messaggio" })

const box = async (page: Page, name: string) => {
  const found = await form(page).getByRole("button", { name }).boundingBox()
  if (found === null) throw new Error(`no box for ${name}`)
  return found
}

test("the composer: one row on a desktop, the text on its own full line on a phone", async ({ page }) => {
  await signInBeforeLoad(page, await registerVerifiedAccount(page.request, { name: "Sara" }))
  await page.goto("/dashboard")
  await page.getByRole("button", { name: "Inizia la tua prima sessione" }).click()
  await expect(page).toHaveURL(/\/chat\/[^/]+$/)
  await expect(field(page)).toBeVisible()
  await removeToasts(page)

  // 1280: the image button, the field and "Invia" share one line, the field the widest.
  const wide = await field(page).boundingBox()
  const attachWide = await box(page, "Allega un'immagine")
  const sendWide = await box(page, "Invia")
  expect(wide?.width).toBeGreaterThan(500)
  expect(Math.abs(attachWide.y + attachWide.height - (sendWide.y + sendWide.height))).toBeLessThan(2)
  expect(attachWide.x).toBeLessThan(wide?.x ?? 0)
  await page.screenshot({ path: `${SHOTS}/composer-desktop.png` })

  // 375: the field is nearly the whole width and its placeholder is not cut; the buttons are beneath it.
  await page.setViewportSize({ width: 375, height: 812 })
  const narrow = await field(page).boundingBox()
  expect(narrow?.width).toBeGreaterThan(320)
  const placeholderFits = await field(page).evaluate((el) => {
    const textarea = el as HTMLTextAreaElement
    const probe = document.createElement("span")
    const style = getComputedStyle(textarea)
    probe.style.font = style.font
    probe.style.position = "absolute"
    probe.style.whiteSpace = "nowrap"
    probe.textContent = textarea.placeholder
    document.body.append(probe)
    const needed = probe.getBoundingClientRect().width
    probe.remove()
    const room = textarea.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    return needed <= room
  })
  expect(placeholderFits).toBe(true)
  const attach = await box(page, "Allega un'immagine")
  const send = await box(page, "Invia")
  expect(attach.y).toBeGreaterThan((narrow?.y ?? 0) + (narrow?.height ?? 0) - 1)
  expect(Math.abs(attach.y + attach.height / 2 - (send.y + send.height / 2))).toBeLessThan(2)
  expect(send.x + send.width).toBeGreaterThan(330)
  expect(send.height).toBeGreaterThanOrEqual(44)
  await page.screenshot({ path: `${SHOTS}/composer-mobile.png` })

  // Typing and sending still work from the phone layout.
  await field(page).fill("Ciao, oggi mi sento un po' giù")
  await form(page).getByRole("button", { name: "Invia" }).click()
  await expect(page.getByText("Ciao, oggi mi sento un po' giù")).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations).toEqual([])
})
