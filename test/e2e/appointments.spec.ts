import { expect, test, type Page } from "@playwright/test"

import { composer, openChat } from "./support/chat-page.ts"
import {
  advanceClock,
  mailSubjects,
  refocusUntilVisible,
  registerVerifiedAccount,
  removeToasts,
  signInBeforeLoad,
} from "./support/real-server.ts"
import { dialogAxe, expectNoAxeViolations, expectNoHorizontalScroll, SHOTS } from "./support/screens.ts"

/*
 * Appointments as a feature (issue 28): booked from the dashboard at any time, listed there with "Annulla", their
 * reminder mails sent when the server's clock (the dev clock) reaches them, and "Organizza la prossima sessione"
 * still offered by the ending panel after a reload. Photographed at 1280 and 375 px.
 */
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 1280, height: 900 } })

const DAY_MS = 24 * 3600_000

/** The Rome calendar day `days` from now (what the dialog's list of days offers), YYYY-MM-DD. */
const romeDay = (days: number) =>
  new Date(Date.now() + days * DAY_MS).toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" })

const appointmentsCard = (page: Page) => page.getByRole("region", { name: "I tuoi appuntamenti" })

/** Books through the dashboard's dialog; answers the POST's body. */
const bookFromDashboard = async (page: Page, day: string, time: string, notes: string) => {
  await appointmentsCard(page).getByRole("button", { name: "Programma una sessione" }).click()
  const dialog = page.getByRole("dialog", { name: "Programma la prossima sessione" })
  await dialog.getByLabel("Data").selectOption(day)
  await dialog.getByLabel("Orario").selectOption(time)
  if (notes !== "") await dialog.getByLabel(/Note/).fill(notes)
  const answer = page.waitForResponse(
    (r) => r.request().method() === "POST" && r.url().endsWith("/api/appointments"),
  )
  await dialog.getByRole("button", { name: "Conferma appuntamento" }).click()
  const response = await answer
  expect(response.status()).toBe(201)
  await expect(dialog).toBeHidden()
  return (await response.json()) as { appointment_id: string; scheduled_date: string }
}

/** Minutes from now to `hoursBefore` hours before `iso`, plus one (the dev clock is then just past it). */
const minutesTo = (iso: string, hoursBefore: number) =>
  Math.ceil((Date.parse(iso) - hoursBefore * 3600_000 - Date.now()) / 60_000) + 1

test("dashboard: book an appointment at any time, see it listed, cancel another, and get both reminders when the clock reaches them", async ({
  page,
}) => {
  test.setTimeout(180_000)
  const account = await registerVerifiedAccount(page.request, { name: "Paola" })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  const card = appointmentsCard(page)
  // the card comes in its own chunk after the first paint
  await expect(card.getByText(/Nessun appuntamento in programma/)).toBeVisible({ timeout: 15_000 })

  // Two bookings from the dashboard, no session ending in sight
  const kept = await bookFromDashboard(page, romeDay(3), "10:30", "Parlare della settimana al lavoro")
  const other = await bookFromDashboard(page, romeDay(5), "15:00", "")
  await expect(card.getByRole("listitem")).toHaveCount(2)
  const first = card.getByRole("listitem").first()
  await expect(first).toContainText(/alle 10:30/)
  await expect(first).toContainText("Promemoria via email 24 ore e 3 ore prima")
  await expect(first).toContainText("Parlare della settimana al lavoro")
  await removeToasts(page)
  await expectNoAxeViolations(page)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 })
    await expectNoHorizontalScroll(page)
    await card.screenshot({ path: `${SHOTS}/appointments-dashboard-${width}.png` })
  }
  await page.setViewportSize({ width: 1280, height: 900 })

  // The verification mail and both confirmations are in before anything is cancelled
  await expect.poll(() => mailSubjects(page.request, account.email), { timeout: 20_000 }).toHaveLength(3)

  // Cancel the second: a confirmation (axe), then the focus lands on the list's title
  await card.getByRole("button", { name: /Annulla l'appuntamento di .* alle 15:00/ }).click()
  const confirm = page.getByRole("dialog", { name: "Annullare l'appuntamento?" })
  await dialogAxe(page)
  await confirm.getByRole("button", { name: "Annulla l'appuntamento" }).click()
  await expect(confirm).toBeHidden()
  await expect(card.getByRole("listitem")).toHaveCount(1)
  await expect(card.getByRole("heading", { name: "I tuoi appuntamenti" })).toBeFocused()
  const events = await page.request.get("/api/appointments", {
    headers: { Authorization: `Bearer ${account.token}` },
  })
  expect(
    ((await events.json()) as { appointments: Array<{ id: string }> }).appointments.map((a) => a.id),
  ).toEqual([kept.appointment_id])

  // Each reminder once the server's clock reaches it (not before)
  const reminders = async () =>
    (await mailSubjects(page.request, account.email)).filter((s) => /^Promemoria|^Tra poche ore/.test(s))
  expect(await reminders()).toEqual([])

  const to24h = minutesTo(kept.scheduled_date, 24)
  const to3h = minutesTo(kept.scheduled_date, 3)
  const toOtherStart = minutesTo(other.scheduled_date, 0)
  let moved = 0
  try {
    moved = to24h
    await advanceClock(page.request, to24h)
    await expect
      .poll(reminders, { timeout: 30_000 })
      .toEqual([expect.stringMatching(/^Promemoria: la tua sessione di .* alle 10:30$/)])
    await advanceClock(page.request, to3h - to24h)
    moved = to3h
    await expect
      .poll(reminders, { timeout: 30_000 })
      .toEqual([
        "Tra poche ore la tua sessione delle 10:30",
        expect.stringMatching(/^Promemoria: la tua sessione/),
      ])
    // past the cancelled one's time: it never sent a reminder
    await advanceClock(page.request, toOtherStart - to3h)
    moved = toOtherStart
    await page.waitForTimeout(3_000)
    expect(await reminders()).toHaveLength(2)
  } finally {
    await advanceClock(page.request, -moved)
  }
})

test("chat: after a reload near the end, the ending panel still offers to organise the next session", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openChat(page, "Carla")
  await composer(page).fill("Vorrei parlare di come organizzare meglio le mie giornate")
  await composer(page).press("Enter")
  await expect(page.getByRole("timer")).toContainText("Mancano", { timeout: 30_000 })
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })

  await advanceClock(page.request, 26)
  try {
    const organise = page.getByRole("button", { name: "Organizza la prossima sessione" })
    // the prompt opens once, with its toast…
    await refocusUntilVisible(page, organise)
    // …and after a reload (the toast already seen) the panel still offers it
    await page.reload()
    await expect(page.getByRole("region", { name: "La sessione sta per finire" })).toBeVisible({
      timeout: 30_000,
    })
    await expect(organise).toBeVisible()
    await expect(page.getByRole("button", { name: "Estendi di 2 minuti" })).toBeVisible()
    await organise.click()
    const dialog = page.getByRole("dialog", { name: "Programma la prossima sessione" })
    await expect(dialog).toBeVisible()
    await dialog.getByLabel("Data").selectOption(romeDay(2))
    await dialog.getByLabel("Orario").selectOption("09:30")
    await dialog.getByRole("button", { name: "Conferma appuntamento" }).click()
    await expect(dialog).toBeHidden()
    // booked: the panel stops offering it
    await expect(organise).toBeHidden()
  } finally {
    await advanceClock(page.request, -26)
  }
})
