import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { composer, openChat } from "./support/chat-page.ts"
import {
  adminSession,
  advanceClock,
  registerAccount,
  refocusUntilVisible,
  registerVerifiedAccount,
  removeToasts,
  signInBeforeLoad,
  uniqueEmail,
} from "./support/real-server.ts"
import { expectNoAxeViolations, expectNoHorizontalScroll, SHOTS } from "./support/screens.ts"

/*
 * The rough edges a walk through every screen found (issue 28), each checked where a person meets it: the phone
 * header, the skip links and the focus (a chat opening, Esc closing a dialog), toasts that covered the ended
 * banner and the appointment dialog, the end of a session on a phone, a chat with an image, the server down, the
 * safety plan's close control and numbers, the saved mood, the account's address, the admin table.
 */
test.describe.configure({ mode: "serial" })

type Box = { x: number; y: number; width: number; height: number }
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** The boxes of the toasts on screen now. */
const toastBoxes = async (page: Page) =>
  (await Promise.all((await page.locator("[data-sonner-toast]").all()).map((t) => t.boundingBox()))).filter(
    (box): box is Box => box !== null,
  )

test("dashboard at 375 px: a two-row header, a skip link first, the greeting free of toasts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 })
  const account = await registerVerifiedAccount(page.request, { name: "Ilaria" })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { name: "Ciao, Ilaria" })).toBeVisible()

  // the actions sit on one line below the brand: two rows, not three
  const tops = await page
    .getByRole("banner")
    .locator("a, button")
    .filter({ hasText: /Il tuo percorso|Account|Esci/ })
    .evaluateAll((elements) => elements.map((el) => Math.round(el.getBoundingClientRect().top)))
  expect(tops).toHaveLength(3)
  expect(new Set(tops).size).toBe(1)
  expect((await page.getByRole("banner").boundingBox())?.height ?? 999).toBeLessThan(130)
  await expectNoHorizontalScroll(page)
  await page.screenshot({ path: `${SHOTS}/defects-dashboard-375.png` })

  // the first Tab reaches "Vai al contenuto", which takes the focus past the header
  await page.keyboard.press("Tab")
  const skip = page.getByRole("link", { name: "Vai al contenuto" })
  await expect(skip).toBeFocused()
  await expect(skip).toBeInViewport()
  await page.keyboard.press("Enter")
  await expect(page.getByRole("main")).toBeFocused()
  await expectNoAxeViolations(page)

  // the account page shows the address the account uses
  await page.goto("/account")
  await expect(page.getByText(`Indirizzo email: ${account.email} (verificato)`)).toBeVisible()
  await expectNoHorizontalScroll(page)
})

test("chat: the input has the focus when it opens, the skip link leads to it, Esc gives the focus back, the saved mood is said", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openChat(page, "Nadia")
  await expect(composer(page)).toBeFocused()
  await page.screenshot({ path: `${SHOTS}/defects-chat-open-1280.png` })

  // the skip link to the input comes first on the page, before the conversations beside the chat
  await page.getByRole("link", { name: "Torna alla dashboard" }).first().focus()
  await page.keyboard.press("Shift+Tab")
  const skip = page.getByRole("link", { name: "Vai alla casella del messaggio" })
  await expect(skip).toBeFocused()
  await page.keyboard.press("Enter")
  await expect(composer(page)).toBeFocused()

  // a header dialog opened from the keyboard and closed with Esc gives the focus back to its button
  for (const name of [/Rinomina l'assistente/, /Cambia approccio/]) {
    const opener = page.getByRole("banner").getByRole("button", { name })
    await opener.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("dialog")).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(page.getByRole("dialog")).toBeHidden()
    await expect(opener).toBeFocused()
  }

  // the opening mood check-in, saved: said back in its place
  const checkIn = page.getByRole("region", { name: "Come ti senti adesso, prima di iniziare?" })
  await checkIn.getByText("3 · Così così").click()
  await checkIn.getByRole("button", { name: "Salva" }).click()
  await expect(
    page.getByRole("status").filter({ hasText: "Salvato nel tuo percorso: 3 · Così così." }),
  ).toBeVisible()
})

test("chat at 375 px: no toast over the appointment dialog or the ended banner, and the conversation keeps its room", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 375, height: 812 })
  await openChat(page, "Olga")
  await composer(page).fill("Oggi ho avuto una giornata pesante al lavoro")
  await composer(page).press("Enter")
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("timer")).toContainText("Mancano", { timeout: 30_000 })
  let moved = 0
  try {
    moved = 26
    await advanceClock(page.request, 26)
    await refocusUntilVisible(page, page.getByText("Mancano 5 minuti alla fine della sessione."))
    const organise = page.getByRole("button", { name: "Organizza la prossima sessione" })
    await organise.click()
    const dialog = page.getByRole("dialog", { name: "Programma la prossima sessione" })
    await expect(dialog).toBeVisible()
    // the toasts on screen went when the dialog opened: its title and its text are free
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0)
    await page.screenshot({ path: `${SHOTS}/defects-appointment-dialog-375.png` })
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    // back to the button that opened it, or (it was busy, so disabled, as the dialog opened) to the input: never <body>
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement
          return (
            el?.id === "casella-messaggio" || el?.textContent?.trim() === "Organizza la prossima sessione"
          )
        }),
      )
      .toBe(true)

    moved += 8
    await advanceClock(page.request, 8)
    await refocusUntilVisible(page, page.getByRole("button", { name: "Nuova Sessione" }))
    const banner = page.getByRole("status").filter({ hasText: "La sessione è terminata" })
    await expect(banner).toContainText(/Ti restano \d+ sessioni|Ti resta 1 sessione/)
    await page.waitForTimeout(1_000)
    const bannerBox = await banner.boundingBox()
    for (const toast of await toastBoxes(page)) expect(overlaps(toast, bannerBox ?? toast)).toBe(false)
    // the summary and the mood wait behind one tap: the conversation keeps a good part of the screen
    await expect(
      page.getByRole("button", { name: "Il riassunto della sessione e come ti senti" }),
    ).toBeVisible()
    // measured once the layout has settled (a resize or a panel opening reflows it over a few frames)
    const conversationHeight = async () =>
      (await page.getByRole("region", { name: "Conversazione" }).boundingBox())?.height ?? 0
    await expect.poll(conversationHeight).toBeGreaterThan(812 * 0.25)
    await page.screenshot({ path: `${SHOTS}/defects-chat-ended-375.png` })
    await page.getByRole("button", { name: "Il riassunto della sessione e come ti senti" }).click()
    await expect(page.getByRole("heading", { name: "Il riassunto della sessione" })).toBeVisible()
    await page.screenshot({ path: `${SHOTS}/defects-chat-ended-summary-375.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(conversationHeight).toBeGreaterThan(900 * 0.25)
    await page.screenshot({ path: `${SHOTS}/defects-chat-ended-1280.png` })
  } finally {
    await advanceClock(page.request, -moved)
  }
})

test("a chat with an image opens at its last reply", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 700 })
  const { chatId } = await openChat(page, "Pia")
  const png = Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement("canvas")
      canvas.width = 600
      canvas.height = 900
      const context = canvas.getContext("2d")
      if (context === null) throw new Error("no canvas")
      context.fillStyle = "#e9b872"
      context.fillRect(0, 0, 600, 900)
      return canvas.toDataURL("image/png").split(",")[1] ?? ""
    }),
    "base64",
  )
  await page
    .getByTestId("image-file-input")
    .setInputFiles({ name: "tramonto.png", mimeType: "image/png", buffer: png })
  await expect(page.getByText(/Immagine allegata/)).toBeVisible()
  await page.getByRole("button", { name: "Invia" }).click()
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  await composer(page).fill("E questo è quello che provo guardandolo")
  await composer(page).press("Enter")
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })

  await page.goto(`/chat/${chatId}`)
  await expect(page.locator("img[alt='Immagine condivisa nella conversazione']")).toHaveAttribute(
    "src",
    /^blob:/,
  )
  const atBottom = () =>
    page
      .getByRole("region", { name: "Conversazione" })
      .evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 4)
  await expect.poll(atBottom, { timeout: 5_000 }).toBe(true)
  await page.waitForTimeout(500)
  expect(await atBottom()).toBe(true)
  await page.screenshot({ path: `${SHOTS}/defects-chat-image-1280.png` })
})

test("the server down: a failed send says the server is unreachable and keeps the text; the offline page tells the two cases apart", async ({
  page,
}) => {
  await openChat(page, "Rosa")
  await page.route("**/api/chats/*/messages", (route) => route.abort("connectionrefused"))
  await composer(page).fill("Ci sei?")
  await composer(page).press("Enter")
  await expect(
    page.getByText(
      /^Il messaggio non è partito ed è rimasto nella casella\. Non riusciamo a raggiungere il server di Cogi/,
    ),
  ).toBeVisible()
  await expect(composer(page)).toHaveValue("Ci sei?")
  await page.unroute("**/api/chats/*/messages")

  // the page every failed navigation shows: online, it is the server; offline, the device
  await page.goto("/offline.html")
  await expect(page.getByRole("heading", { level: 1, name: "Cogi non risponde" })).toBeVisible()
  await expect(page.getByText(/il problema è\s+nostro, non della tua connessione/)).toBeVisible()
  await expect(page.getByText(/Controlla il Wi/)).toBeHidden()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: `${SHOTS}/defects-server-down-1280.png` })
})

test("the safety plan: a close control at every step, and its numbers one tap away", async ({ page }) => {
  const account = await registerVerifiedAccount(page.request, { name: "Tea" })
  await signInBeforeLoad(page, account)
  await page.goto("/dashboard")
  const opener = page.getByRole("button", { name: "Il mio piano di sicurezza" })
  await opener.click()
  const dialog = page.getByRole("dialog", { name: "Il mio piano di sicurezza" })
  await expect(dialog.getByText("Passo 1 di 7")).toBeVisible()
  await dialog.getByRole("button", { name: "Chiudi il piano di sicurezza" }).click()
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()

  await opener.click()
  for (let step = 1; step <= 7; step++) {
    const field = dialog.getByRole("textbox")
    if (step === 4) await field.fill("Marta: +39 333 123 4567")
    else if (step === 5) await field.fill("Telefono Amico 02 2327 2327")
    else if ((await field.inputValue()) === "") await field.fill("Una passeggiata di 20 minuti")
    await dialog.getByRole("button", { name: step === 7 ? "Salva il piano" : "Avanti" }).click()
  }
  await expect(dialog.getByRole("link", { name: "+39 333 123 4567" })).toHaveAttribute(
    "href",
    "tel:+393331234567",
  )
  await expect(dialog.getByRole("link", { name: "02 2327 2327" })).toHaveAttribute("href", "tel:0223272327")
  await expect(dialog.getByText("Una passeggiata di 20 minuti").first()).toBeVisible()
  const axe = await new AxeBuilder({ page }).include("[role='dialog']").analyze()
  expect(axe.violations).toEqual([])
  await page.setViewportSize({ width: 375, height: 812 })
  await page.screenshot({ path: `${SHOTS}/defects-safety-plan-375.png` })
})

test("the admin table at 1280 px shows its last column whole, and the two message figures say what they count", async ({
  page,
}) => {
  for (const name of ["Bartolomeo Alessandrini", "Maria Vittoria"])
    await registerVerifiedAccount(page.request, {
      name,
      email: uniqueEmail(`${name.split(" ")[0]?.toLowerCase()}.con.un.indirizzo.molto.lungo`),
    })
  // and one that has not opened its link yet: the longest status ("Email da verificare")
  await registerAccount(page.request, {
    name: "Costantino",
    email: uniqueEmail("costantino.ancora.da.verificare"),
  })
  const admin = await adminSession(page.request)
  await page.setViewportSize({ width: 1280, height: 900 })
  await signInBeforeLoad(page, admin)
  await page.goto("/admin")
  const table = page.getByRole("table", { name: "Utenti registrati" })
  await expect(table.getByRole("row").nth(2)).toBeVisible()
  await removeToasts(page)
  await page.screenshot({ path: `${SHOTS}/defects-admin-1280.png`, fullPage: true })
  const clipped = await table.evaluate((element) => {
    const frame = element.parentElement as HTMLElement
    return frame.scrollWidth - frame.clientWidth
  })
  expect(clipped).toBeLessThanOrEqual(0)
  for (const button of await table.getByRole("button", { name: /^Elimina/ }).all()) {
    const box = await button.boundingBox()
    const frame = await table.evaluate((element) => element.parentElement?.getBoundingClientRect().right ?? 0)
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(frame)
  }
  await expect(page.getByText("Messaggi nelle conversazioni", { exact: true })).toBeVisible()
  await expect(
    page.getByText(/Contano anche i messaggi poi sostituiti con «Rigenera» o «Modifica»/),
  ).toBeAttached()
})
