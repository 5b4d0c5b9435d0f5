import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"

import { adminSession, registerAccount, signInBeforeLoad } from "./support/real-server.ts"

/*
 * The daily-activity chart of /admin, fed by the activity_by_day projection (async: it catches up within a
 * second or two of the registrations below).
 */

const shot = (name: string) => `test-results/screenshots/${name}.png`

test("the admin sees the last 30 days of activity as a chart, in words and as a table", async ({
  page,
  request,
}) => {
  await registerAccount(request, { name: "Attiva" })
  await registerAccount(request, { name: "Attivo" })
  const admin = await adminSession(request)
  // wait for the projection to count today's registrations
  await expect
    .poll(
      async () => {
        const response = await request.get("/api/admin/activity", {
          headers: { authorization: `Bearer ${admin.token}` },
        })
        const days = (await response.json()) as ReadonlyArray<{ registrations: number }>
        return days.at(-1)?.registrations ?? 0
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(2)

  await signInBeforeLoad(page, admin)
  await page.goto("/admin")
  const section = page.getByRole("region", { name: "Attività degli ultimi 30 giorni" })
  await expect(
    section.getByRole("img", { name: "Messaggi scritti al giorno, ultimi 30 giorni" }),
  ).toBeVisible()
  await section.getByRole("radio", { name: "Registrazioni" }).check()
  const chart = section.getByRole("img", { name: "Registrazioni al giorno, ultimi 30 giorni" })
  await expect(chart).toBeVisible()
  await expect(
    section.getByText(
      /Registrazioni dal .*: \d+ in tutto\. Il giorno più attivo \(la barra arancione\) è stato/,
    ),
  ).toBeVisible()
  await expect(chart.locator("rect")).toHaveCount(30)

  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: shot("admin-activity-desktop"), fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await section.scrollIntoViewIfNeeded()
  await page.screenshot({ path: shot("admin-activity-mobile"), fullPage: true })
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)

  await section.getByText("Mostra i dati in tabella").click()
  const table = section.getByRole("table", { name: "Attività giorno per giorno" })
  await expect(table.getByRole("row")).toHaveCount(31)
  const sectionResults = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()
  expect(sectionResults.violations).toEqual([])
})
