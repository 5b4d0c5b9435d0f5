import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page, type Request } from "@playwright/test"

import {
  advanceClock,
  registerVerifiedAccount,
  removeToasts,
  resetClock,
  signInBeforeLoad,
} from "./support/real-server.ts"

/*
 * "Il tuo percorso" (issue 15) against the real server and the offline assistant: the mood at the start, a
 * session ended by the dev clock, the drafted summary edited and saved, the dashboard's card and chart (and its
 * table), the journey page (edit, delete, memory) and what the next session's messages carry as memory.
 */
test.describe.configure({ mode: "serial" })

const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

const axe = async (page: Page) => {
  await removeToasts(page)
  const result = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([])
}

const shoot = async (page: Page, name: string) => {
  await removeToasts(page)
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png`, fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
}

const composer = (page: Page) => page.getByLabel("Il tuo messaggio")

/** Sends a message and waits for the whole reply; answers the request the browser made. */
const sendAndWait = async (page: Page, text: string): Promise<Request> => {
  const request = page.waitForRequest(
    (r) => r.method() === "POST" && /\/api\/chats\/[^/]+\/messages$/.test(r.url()),
  )
  await composer(page).fill(text)
  await composer(page).press("Enter")
  const sent = await request
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  return sent
}

const startSession = async (page: Page) => {
  await page.goto("/dashboard")
  await page
    .getByRole("button", { name: /Inizia la tua prima sessione|Inizia una sessione gratuita/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/chat\/[^/]+$/)
}

test("summaries, memory and mood check-ins: drafted, edited, saved, shown, charted, deleted", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await resetClock(page.request)
  const account = await registerVerifiedAccount(page.request, { name: "Sara" })
  await signInBeforeLoad(page, account)
  await startSession(page)

  // The start check-in: optional, once per session.
  const start = page.getByRole("region", { name: "Come ti senti adesso, prima di iniziare?" })
  await expect(start).toBeVisible()
  await shoot(page, "journey-session-start")
  await axe(page)
  await start.getByText("2 · Giù").click()
  await start.getByLabel("Una parola (facoltativa)").fill("agitazione")
  await start.getByRole("button", { name: "Salva" }).click()
  await expect(start).toHaveCount(0)

  const first = await sendAndWait(page, "Sono molto in ansia per il lavoro e non dormo da giorni")
  expect((first.postDataJSON() as { memory?: unknown }).memory).toBeUndefined()

  let moved = await advanceClock(page.request, 31)
  try {
    await page.evaluate(() => window.dispatchEvent(new Event("visibilitychange")))
    await expect(page.getByText("La sessione è terminata. I 30 minuti sono scaduti.")).toBeVisible({
      timeout: 35_000,
    })

    // The drafted summary: edited, then saved encrypted.
    const offer = page.getByRole("region", { name: "Il riassunto della sessione" })
    const draft = offer.getByLabel("Riassunto")
    await expect(draft).toHaveValue(
      /^Cosa hai portato: hai parlato soprattutto delle notti senza sonno, del lavoro e dell'ansia/,
      {
        timeout: 15_000,
      },
    )
    const drafted = await draft.inputValue()
    await draft.fill(`${drafted}\nNota mia: ne parlo con Marta sabato.`)
    const end = page.getByRole("region", { name: "Come ti senti adesso, alla fine della sessione?" })
    await expect(end).toBeVisible()
    await shoot(page, "journey-session-end")
    await axe(page)
    await offer.getByRole("button", { name: "Salva nel tuo percorso" }).click()
    await expect(page.getByText("Riassunto salvato nel tuo percorso.")).toBeVisible()
    await end.getByText("4 · Bene").click()
    await end.getByLabel("Una parola (facoltativa)").fill("sollievo")
    await end.getByRole("button", { name: "Salva" }).click()
    await expect(end).toHaveCount(0)

    // Only ciphertext reached the server.
    const stored = await page.request.get("/api/journey", {
      headers: { Authorization: `Bearer ${account.token}` },
    })
    const journey = JSON.stringify(await stored.json())
    for (const plain of ["Marta", "ansia", "sollievo", "agitazione"]) expect(journey).not.toContain(plain)

    // The dashboard: the latest summary and the mood chart, with its table.
    await page.goto("/dashboard")
    const card = page.getByRole("region", { name: "Il tuo percorso" })
    await expect(
      card.getByText(
        /^Cosa hai portato: hai parlato soprattutto delle notti senza sonno, del lavoro e dell.ansia/,
      ),
    ).toBeVisible()
    const chart = card.getByRole("img", { name: /Il tuo umore nel tempo/ })
    await expect(chart).toBeVisible()
    await expect(chart).toHaveAccessibleName(/L'ultima: 4 su 5 \(Bene, «sollievo»\)/)
    await shoot(page, "journey-dashboard")
    await card.getByRole("button", { name: "Mostra come tabella" }).click()
    const table = card.getByRole("table")
    await expect(table.getByRole("row")).toHaveCount(3)
    await expect(table).toContainText("2 su 5 · Giù")
    await expect(table).toContainText("agitazione")
    await expect(table).toContainText("4 su 5 · Bene")
    await axe(page)

    // "Il tuo percorso", from the header: edit the summary.
    await page.getByRole("link", { name: "Il tuo percorso" }).click()
    await expect(page).toHaveURL(/\/percorso$/)
    await expect(page.getByRole("heading", { level: 1, name: "Il tuo percorso" })).toBeVisible()
    await expect(page.getByRole("switch", { name: "Memoria attiva" })).toBeChecked()
    await page.getByRole("button", { name: /^Modifica: Sessione del/ }).click()
    await page
      .getByLabel("Modifica il riassunto")
      .fill("Cosa hai portato: il lavoro e il sonno.\nDa provare: respirare.")
    await page.getByRole("button", { name: "Salva le modifiche" }).click()
    await expect(page.getByText("Da provare: respirare.")).toBeVisible()
    await expect(page.getByText(/^Modificato il/)).toBeVisible()
    await shoot(page, "journey-page")
    await axe(page)
    await page.emulateMedia({ colorScheme: "dark" })
    await page.screenshot({ path: `${SHOTS}/journey-page-dark-desktop.png`, fullPage: true })
    await axe(page)
    await page.emulateMedia({ colorScheme: "light" })
    // A check-in can be deleted from the table.
    const mood = page.getByRole("region", { name: "Il tuo umore" })
    await mood.getByRole("button", { name: "Mostra come tabella" }).click()
    await axe(page)
    await mood.getByRole("button", { name: /^Elimina la registrazione del .* \(inizio sessione\)$/ }).click()
    await expect(mood.getByRole("row")).toHaveCount(2)
    await expect(mood.getByRole("table")).not.toContainText("agitazione")

    // Memory on: the next session's messages carry the kept summary.
    await page.goto("/dashboard")
    await startSession(page)
    await page
      .getByRole("region", { name: "Come ti senti adesso, prima di iniziare?" })
      .getByRole("button", { name: "Salta" })
      .click()
    const withMemory = await sendAndWait(page, "Eccomi di nuovo")
    expect((withMemory.postDataJSON() as { memory?: string[] }).memory).toEqual([
      "Cosa hai portato: il lavoro e il sonno.\nDa provare: respirare.",
    ])

    // The summary un-chosen ("Ricorda in memoria" off): memory stays on, but the next message carries none of it.
    await page.goto("/percorso")
    const remember = page.getByRole("switch", { name: /^Ricorda in memoria: Sessione del/ })
    await expect(remember).toBeChecked()
    await remember.click()
    await expect(remember).not.toBeChecked()
    await expect(page.getByText("L'assistente non lo riceve: resta solo qui per te.")).toBeVisible()
    await shoot(page, "journey-summary-not-remembered")
    await axe(page)
    await page.goBack()
    await expect(page).toHaveURL(/\/chat\//)
    const unchosen = await sendAndWait(page, "Ti racconto una cosa nuova")
    const carried = JSON.stringify((unchosen.postDataJSON() as { memory?: string[] }).memory ?? [])
    expect(carried).not.toContain("il lavoro e il sonno")
    expect(carried).not.toContain("respirare")
    await page.goto("/percorso")
    await remember.click()
    await expect(remember).toBeChecked()

    // Memory off: none.
    await page.getByRole("switch", { name: "Memoria attiva" }).click()
    await expect(page.getByRole("switch", { name: "Memoria spenta" })).not.toBeChecked()
    await page.goBack()
    await expect(page).toHaveURL(/\/chat\//)
    const withoutMemory = await sendAndWait(page, "Oggi va un po' meglio")
    expect((withoutMemory.postDataJSON() as { memory?: unknown }).memory).toBeUndefined()

    // Delete the summary (after a confirmation).
    await page.goto("/percorso")
    await page.getByRole("button", { name: /^Elimina: Sessione del/ }).click()
    await page.getByRole("button", { name: "Elimina definitivamente" }).click()
    await expect(page.getByText(/Nessun riassunto per ora/)).toBeVisible()
  } finally {
    await advanceClock(page.request, -moved)
  }
})
