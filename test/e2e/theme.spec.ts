import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import {
  adminSession,
  registerVerifiedAccount,
  removeToasts,
  signInBeforeLoad,
} from "./support/real-server.ts"

/*
 * Dark mode: the theme follows the system unless the user picks one (remembered, applied before the app runs);
 * every main screen passes axe (contrast included) and is photographed in both themes at 1280 and 375 px.
 */
const LIGHT_BG = "rgb(250, 246, 241)"
const DARK_BG = "rgb(22, 19, 17)"

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

const expectNoAxeViolations = async (page: Page) => {
  await removeToasts(page)
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([])
}

test("the theme follows the system; Chiaro and Scuro override it, are remembered and apply before the app runs", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "dark" })
  await page.goto("/login")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  expect(await bodyBackground(page)).toBe(DARK_BG)
  const theme = page.getByRole("group", { name: "Tema" })
  await expect(theme.getByRole("radio", { name: "Come il sistema" })).toBeChecked()

  await theme.getByRole("radio", { name: "Chiaro" }).check()
  expect(await bodyBackground(page)).toBe(LIGHT_BG)
  expect(await page.evaluate(() => localStorage.getItem("cogi-theme"))).toBe("light")

  // A dark choice on a light system, then a load where the app's script never arrives: the page is dark
  // already, so the first paint is too (no light flash while the app loads).
  await theme.getByRole("radio", { name: "Scuro" }).check()
  await page.emulateMedia({ colorScheme: "light" })
  expect(await bodyBackground(page)).toBe(DARK_BG)
  await page.route("**/assets/index-*.js", (route) => route.abort())
  await page.reload()
  expect(await page.evaluate(() => document.documentElement.dataset["theme"])).toBe("dark")
  expect(await bodyBackground(page)).toBe(DARK_BG)
  await page.unroute("**/assets/index-*.js")

  await page.reload()
  await expect(page.getByRole("radio", { name: "Scuro" })).toBeChecked()
  await page.getByRole("radio", { name: "Come il sistema" }).check()
  expect(await bodyBackground(page)).toBe(LIGHT_BG)
  expect(await page.evaluate(() => localStorage.getItem("cogi-theme"))).toBeNull()
})

const widths = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "mobile", width: 375, height: 812 },
] as const

for (const scheme of ["light", "dark"] as const) {
  for (const viewport of widths) {
    test(`login, dashboard, chat and admin in the ${scheme} theme at ${viewport.width}px: axe clean, photographed`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000)
      await page.setViewportSize({ width: viewport.width, height: viewport.height })
      await page.emulateMedia({ colorScheme: scheme })
      const shot = (name: string) =>
        page.screenshot({
          path: `test-results/screenshots/theme-${name}-${scheme}-${viewport.name}.png`,
          fullPage: true,
          style: "[data-sonner-toaster] { display: none !important; }",
        })

      await page.goto("/login")
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      expect(await bodyBackground(page)).toBe(scheme === "dark" ? DARK_BG : LIGHT_BG)
      await expectNoAxeViolations(page)
      await shot("login")

      await signInBeforeLoad(page, await registerVerifiedAccount(request, { name: "Chiara" }))
      await page.goto("/dashboard")
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.getByRole("group", { name: "Tema" })).toBeVisible()
      await expectNoAxeViolations(page)
      await shot("dashboard")

      await page
        .getByRole("button", { name: /Inizia la tua prima sessione|Inizia una sessione gratuita/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/chat\/[^/]+$/)
      const composer = page.getByLabel("Il tuo messaggio")
      await composer.fill("Oggi mi sento un po' stanca, ma contenta di essere qui")
      await composer.press("Enter")
      await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 20_000 })
      await expect(page.locator("li").filter({ hasText: "assistente AI" }).last()).not.toBeEmpty()
      await expect(composer).toBeEnabled({ timeout: 20_000 })
      await expectNoAxeViolations(page)
      await shot("chat")

      await signInBeforeLoad(page, await adminSession(request))
      await page.goto("/admin")
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect(page.getByRole("table", { name: "Utenti registrati" })).toBeVisible()
      await expectNoAxeViolations(page)
      await shot("admin")
    })
  }
}
