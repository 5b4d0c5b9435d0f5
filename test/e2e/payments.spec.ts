import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

/** Against the real server: local checkout provider (no money moves), real webhook, real wallet. */

const registerAndLogIn = async (page: Page) => {
  const email = `pagamenti-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.it`
  const password = "password-sicura"
  const salt = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64")
  const registered = await page.request.post("/api/auth/register", {
    data: {
      name: "Marta",
      email,
      password,
      ai_name: "Cogi",
      encryption_salt: salt,
      consent_health_data: true,
      adult: true,
    },
  })
  expect(registered.status()).toBe(202)
  await page.goto("/login")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password", { exact: true }).fill(password)
  await page.getByRole("button", { name: "Accedi" }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  return { email }
}

const card = (page: Page) => page.getByRole("region", { name: "Il tuo pacchetto" })

test("buying a single session through the local checkout raises the counter", async ({ page }) => {
  await registerAndLogIn(page)
  await expect(card(page).getByText("3/3")).toBeVisible()
  await card(page).getByRole("button", { name: "Acquista la sessione" }).click()

  await expect(page.getByText(/nessun denaro viene trasferito/i)).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.getByRole("button", { name: "Paga" }).click()

  await expect(page).toHaveURL(/\/payment-success\?session_id=/)
  await expect(page.getByRole("heading", { name: "Pagamento completato!" })).toBeVisible()
  await expect(page.getByText(/9,99/)).toBeVisible()
  await expect(page.getByText(/EUR/)).toBeVisible()
  await page.getByRole("link", { name: "Torna alla dashboard" }).click()

  await expect(card(page).getByText("Sessioni acquistate o da codice")).toBeVisible()
  await expect(card(page).getByText("3/3")).toBeVisible()
  const info = await page.evaluate(async () => {
    const token = localStorage.getItem("cogi.access_token")
    const response = await fetch("/api/user/session-info", { headers: { authorization: `Bearer ${token}` } })
    return (await response.json()) as {
      total_sessions_available: number
      purchased_sessions_remaining: number
    }
  })
  expect(info).toMatchObject({ total_sessions_available: 4, purchased_sessions_remaining: 1 })
})

test("cancelling the local checkout charges nothing", async ({ page }) => {
  await registerAndLogIn(page)
  await card(page).getByRole("button", { name: "Acquista la sessione" }).click()
  await page.getByRole("button", { name: "Annulla" }).click()
  await expect(page).toHaveURL(/\/payment-cancelled/)
  await expect(page.getByText(/non ti è stato addebitato nulla|nessun addebito/i).first()).toBeVisible()
})

test("redeeming WELCOME10 then GOLDEN7 updates the card, the second to unlimited", async ({ page }) => {
  await registerAndLogIn(page)
  const redeem = async (code: string) => {
    await card(page).getByRole("button", { name: "Hai un codice sconto?" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Codice sconto").fill(code)
    await expect(dialog.getByLabel("Codice sconto")).toHaveValue(code.toUpperCase())
    await dialog.getByRole("button", { name: "Riscatta" }).click()
  }
  await redeem(" welcome10")
  await expect(page.getByText("Codice riscattato! Hai ricevuto 10 sessioni.")).toBeVisible()
  await expect(card(page).getByText("10", { exact: true })).toBeVisible()

  await redeem("golden7")
  await expect(page.getByText(/Accesso illimitato attivo fino al/)).toBeVisible()
  await expect(card(page).getByText("ILLIMITATE")).toBeVisible()
  await expect(card(page).getByText(/Hai accesso illimitato alle sessioni fino al/)).toBeVisible()

  await redeem("WELCOME10")
  await expect(page.getByText("Hai già utilizzato questo codice sconto.")).toBeVisible()
})
