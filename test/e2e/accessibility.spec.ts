import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "@playwright/test"

for (const path of ["/login", "/register", "/payment-cancelled", "/pagina-inesistente"]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    const results = await new AxeBuilder({ page }).analyze()
    expect(results.violations).toEqual([])
  })
}
