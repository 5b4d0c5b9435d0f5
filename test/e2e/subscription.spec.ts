import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { registerVerifiedAccount, removeToasts, signInBeforeLoad } from "./support/real-server.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, SHOTS } from "./support/screens.ts"

/*
 * A subscription you can manage (issue 28), against the real server with the local provider (no money moves):
 * subscribed, the card shows it and offers "Gestisci l'abbonamento" instead of "Abbonati"; the local stand-in for
 * Stripe's customer portal cancels it at the period's end; unlimited access (GOLDEN7) then shows the sessions
 * waiting behind it. The card photographed at 1280 and 375 px.
 */
test.use({ viewport: { width: 1280, height: 900 } })

const card = (page: Page) => page.getByRole("region", { name: "Il tuo pacchetto" })

const shootCard = async (page: Page, name: string) => {
  await removeToasts(page)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await expectNoHorizontalScroll(page)
    await card(page).screenshot({ path: `${SHOTS}/${name}-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })
}

test("subscribe, see it on the card, cancel the renewal on the provider's page, then unlimited access shows what waits behind it", async ({
  page,
}) => {
  // many steps, each a page or a redirect: generous on a busy machine
  test.setTimeout(240_000)
  const account = await registerVerifiedAccount(page.request, { name: "Bianca" })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")

  await card(page).getByRole("button", { name: "Abbonati" }).click()
  await page.getByRole("button", { name: "Paga" }).click()
  await expect(page.getByRole("heading", { name: "Pagamento completato!" })).toBeVisible({ timeout: 30_000 })
  await page.getByRole("link", { name: "Torna alla dashboard" }).click()

  // The subscription has its panel; "Abbonati" is no longer offered, a single session still is
  await expect(card(page).getByRole("heading", { name: "Abbonamento mensile attivo" })).toBeVisible({
    timeout: 20_000,
  })
  await expect(card(page).getByText(/^Si rinnova il \d{1,2} [a-z]+ \d{4}\./)).toBeVisible()
  await expect(card(page).getByRole("button", { name: "Abbonati" })).toHaveCount(0)
  await expect(card(page).getByRole("button", { name: "Acquista la sessione" })).toBeVisible()
  await expect(card(page).getByText("8/8")).toBeVisible()
  await expectNoAxeViolations(page)
  await shootCard(page, "subscription-card")

  // "Gestisci l'abbonamento": the local provider's page, which cancels at the period's end
  await card(page).getByRole("button", { name: "Gestisci l'abbonamento" }).click()
  await expect(page).toHaveURL(/\/api\/payments\/local-portal\/bps_local_/)
  await expect(page.getByRole("heading", { name: "Il tuo abbonamento" })).toBeVisible()
  await expect(page.getByText(/nessun denaro viene trasferito/i)).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.setViewportSize({ width: 375, height: 812 })
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: `${SHOTS}/subscription-local-portal-375.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.getByRole("button", { name: "Annulla il rinnovo" }).click()

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(
    card(page).getByText(/^Non si rinnoverà: le sue sessioni restano valide fino al /),
  ).toBeVisible()
  await expect(card(page).getByText("8/8")).toBeVisible()
  const ledger = await page.request.get("/api/user/export", {
    headers: { Authorization: `Bearer ${account.token}` },
  })
  expect(ledger.status()).toBe(200)
  const { credit_ledger } = (await ledger.json()) as { credit_ledger: Array<{ type: string }> }
  expect(credit_ledger.map((entry) => entry.type)).toContain("SubscriptionCancelled")

  // Unlimited access on top: the subscription's and the bought sessions stay, shown as waiting
  const redeem = async (code: string) => {
    await card(page).getByRole("button", { name: "Hai un codice sconto?" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Codice sconto").fill(code)
    await dialog.getByRole("button", { name: "Riscatta" }).click()
    await expect(dialog).toBeHidden()
  }
  await redeem("WELCOME10")
  await redeem("GOLDEN7")
  await expect(card(page).getByText("ILLIMITATE")).toBeVisible()
  await expect(card(page).getByText(/ti aspettano per dopo/)).toBeVisible()
  await expect(card(page).getByText("8/8")).toBeVisible()
  await expect(card(page).getByText("10", { exact: true })).toBeVisible()
  await expect(card(page).getByText("3/3")).toBeVisible()
  await expectNoAxeViolations(page)
  await shootCard(page, "subscription-card-unlimited")
})
