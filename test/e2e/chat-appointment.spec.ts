import { expect, test } from "@playwright/test"

import { openChat, composer } from "./support/chat-page.ts"
import { advanceClock } from "./support/real-server.ts"
import { dialogAxe, clippedOptions, shootBoth } from "./support/screens.ts"

/*
 * The appointment dialog (client/features/chat-tools) in the real chat screen, reached through the ending-soon
 * prompt with the dev clock: validation, then an appointment booked for a Rome time. Photographed at 1280 and
 * 375 px.
 */
test.describe.configure({ mode: "serial" })

test.use({ viewport: { width: 1280, height: 900 } })

test("appointment: validation, then booked for a Rome time (reached through the ending-soon prompt)", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openChat(page, "Dario")
  await composer(page).fill("Vorrei parlare di come organizzare meglio le mie giornate")
  await composer(page).press("Enter")
  // The session has started (the clock runs) and the reply has arrived before the clock is moved.
  await expect(page.getByRole("timer")).toContainText("Mancano", { timeout: 30_000 })
  await expect(page.locator("li").filter({ hasText: "Cogi · assistente AI" }).last()).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })

  await advanceClock(page.request, 26)
  try {
    await page.reload()
    await expect(page.getByRole("timer")).not.toContainText(/Mancano (2\d|1\d) minuti/)
    await page.getByRole("button", { name: "Organizza la prossima sessione" }).click()
    const dialog = page.getByRole("dialog", { name: "Programma la prossima sessione" })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("checkbox", { name: /Inviami le email di promemoria/ })).toBeChecked()
    await expect(dialog.getByLabel("Orario").locator("option")).toHaveCount(20)

    await dialog.getByRole("button", { name: "Conferma appuntamento" }).click()
    await expect(dialog.getByRole("alert")).toHaveText("Seleziona data e orario per l'appuntamento")
    await dialogAxe(page)
    await shootBoth(page, "chat-tools-appointment-error")

    // The days on offer run from tomorrow (in Rome) to 3 months ahead, written in Italian.
    const days = await dialog
      .getByLabel("Data")
      .locator("option")
      .evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ""]))
    // tomorrow by the server's clock, moved 26 minutes on above (the dialog reads "today" from the server)
    const tomorrow = new Date(Date.now() + 24 * 3600_000 + 26 * 60_000).toLocaleDateString("sv-SE", {
      timeZone: "Europe/Rome",
    })
    const min = days[1]?.[0] ?? ""
    expect(min).toBe(tomorrow)
    expect(days.length).toBeGreaterThan(89)
    expect(days[1]?.[1]).toMatch(
      /^(lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} [a-z]+$/,
    )

    // Every choice is shown whole in its select (no "giovedì 26 novemb"), on a desktop as on a phone.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
      for (const label of ["Data", "Orario"]) {
        expect(await clippedOptions(dialog.getByLabel(label)), `${label} at ${width}px`).toEqual([])
      }
    }

    await dialog.getByLabel("Data").selectOption(min)
    await dialog.getByLabel("Orario").selectOption("10:30")
    await dialog.getByLabel(/Note/).fill("Parlare di come organizzare la settimana")
    await expect(dialog.getByText("40/200")).toBeVisible()
    await expect(dialog.getByText(/ alle 10:30$/)).toBeVisible()
    await dialogAxe(page)
    await shootBoth(page, "chat-tools-appointment")

    const request = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/api/appointments"))
    await dialog.getByRole("button", { name: "Conferma appuntamento" }).click()
    const body = (await request).postDataJSON() as Record<string, unknown>
    expect(body).toMatchObject({
      timezone: "Europe/Rome",
      notes: "Parlare di come organizzare la settimana",
      reminder_emails_enabled: true,
    })
    // 10:30 in Rome is 09:30 UTC in winter and 08:30 UTC in summer.
    const rome = new Date(String(body["scheduled_date"])).toLocaleString("sv-SE", { timeZone: "Europe/Rome" })
    expect(rome).toBe(`${min} 10:30:00`)
    await expect(dialog).toBeHidden()
  } finally {
    await advanceClock(page.request, -26)
  }
})
