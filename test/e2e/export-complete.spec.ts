import { readFileSync } from "node:fs"

import { expect, test, type Page } from "@playwright/test"

import { authed, composer, openChat } from "./support/chat-page.ts"
import { shootPage } from "./support/screens.ts"

/*
 * Issue 28: the offline assistant answers what was sent (a picture, good news), and "Scarica i miei dati" holds
 * everything, readable — the replies without their internal envelope, the ledger in Italian, the picture as a
 * file, the safety plan, the appointment — in a ZIP whose entries carry today's date, opened here byte by byte.
 */
test.setTimeout(150_000)
test.use({ viewport: { width: 1280, height: 900 } })

type Entry = { readonly name: string; readonly bytes: Buffer; readonly date: number; readonly time: number }

/** The entries of a stored (uncompressed) ZIP with their MS-DOS dates, read from the local headers. */
const unzip = (zip: Buffer): ReadonlyArray<Entry> => {
  const entries: Array<Entry> = []
  let offset = 0
  while (zip.readUInt32LE(offset) === 0x04034b50) {
    const size = zip.readUInt32LE(offset + 18)
    const nameLength = zip.readUInt16LE(offset + 26)
    const extraLength = zip.readUInt16LE(offset + 28)
    const start = offset + 30 + nameLength + extraLength
    entries.push({
      name: zip.subarray(offset + 30, offset + 30 + nameLength).toString("utf8"),
      bytes: zip.subarray(start, start + size),
      time: zip.readUInt16LE(offset + 10),
      date: zip.readUInt16LE(offset + 12),
    })
    offset = start + size
  }
  return entries
}

/** Today on the Rome calendar as MS-DOS packs it: year since 1980, month, day. */
const romeToday = () => {
  const [day, month, year] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Rome",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  })
    .format(new Date())
    .split("/")
    .map(Number)
  return (((year ?? 1980) - 1980) << 9) | ((month ?? 0) << 5) | (day ?? 0)
}

const drawnPng = async (page: Page) =>
  Buffer.from(
    await page.evaluate(() => {
      const canvas = document.createElement("canvas")
      canvas.width = 90
      canvas.height = 60
      const context = canvas.getContext("2d")
      if (context === null) throw new Error("no canvas")
      context.fillStyle = "#f2a65a"
      context.fillRect(0, 0, 90, 60)
      return canvas.toDataURL("image/png").split(",")[1] ?? ""
    }),
    "base64",
  )

const planDialog = (page: Page) => page.getByRole("dialog", { name: "Il mio piano di sicurezza" })

test("the offline assistant answers a picture and good news; the export holds all of it, readable and dated", async ({
  page,
}) => {
  const { account, chatId } = await openChat(page, "Elena")
  const messages = page.getByRole("list", { name: "Messaggi" })

  // a picture: the offline assistant says it cannot see it and asks about it, not "how long has this gone on"
  const png = await drawnPng(page)
  await page
    .getByTestId("image-file-input")
    .setInputFiles({ name: "tramonto.png", mimeType: "image/png", buffer: png })
  await expect(page.getByText(/Immagine allegata/)).toBeVisible()
  await composer(page).fill("Guarda che bel tramonto al mare")
  await page.getByRole("button", { name: "Invia" }).click()
  await expect(messages.getByText(/in modalità offline non riesco a vederla/)).toBeVisible({
    timeout: 30_000,
  })
  await expect(messages).not.toContainText("Da quanto tempo va avanti così?")

  // good news: gladness, no weight assumed
  await composer(page).fill("Ho passato l'esame!")
  await page.getByRole("button", { name: "Invia" }).click()
  await expect(messages.getByText(/hai passato l'esame/)).toBeVisible({ timeout: 30_000 })
  await expect(messages).not.toContainText("Prenditi tutto il tempo")
  await expect(page.getByRole("button", { name: "Rigenera la risposta" })).toBeEnabled({ timeout: 30_000 })
  await shootPage(page, "offline-assistant-replies")

  // an appointment for tomorrow at 10:00 in Rome (09:00 UTC in winter, 08:00 in summer: both are slots)
  const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString("sv-SE", { timeZone: "Europe/Rome" })
  const booked = await page.request.post("/api/appointments", {
    ...authed(account),
    data: {
      scheduled_date: `${tomorrow}T09:00:00.000Z`,
      timezone: "Europe/Rome",
      notes: "Parlare dell'esame",
      reminder_emails_enabled: true,
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)

  // a safety plan, one step written
  await page.goto("/dashboard")
  await page.getByRole("button", { name: "Il mio piano di sicurezza" }).click()
  await planDialog(page).getByLabel("I miei segnali di allarme (una voce per riga)").fill("Non dormo più")
  for (let i = 0; i < 3; i++) await planDialog(page).getByRole("button", { name: "Avanti" }).click()
  // a plan names at least one person to call (issue 27)
  await planDialog(page)
    .getByLabel("Persone a cui posso chiedere aiuto (una voce per riga)")
    .fill("Marta, 333 123 4567")
  for (let i = 0; i < 3; i++) await planDialog(page).getByRole("button", { name: "Avanti" }).click()
  await planDialog(page).getByRole("button", { name: "Salva il piano" }).click()
  await expect(planDialog(page).getByText("Non dormo più")).toBeVisible()
  await page.keyboard.press("Escape")

  await page.goto("/account")
  await expect(page.getByRole("heading", { name: "I tuoi dati" })).toBeVisible()
  await page.getByRole("heading", { name: "I tuoi dati" }).scrollIntoViewIfNeeded()
  await shootPage(page, "account-export")
  const downloading = page.waitForEvent("download")
  await page.getByRole("button", { name: "Scarica i miei dati" }).click()
  const entries = unzip(readFileSync((await (await downloading).path()) ?? ""))

  expect(entries.map((entry) => entry.name)).toEqual([
    "i-miei-dati.json",
    "i-miei-dati.md",
    "immagini/conversazione-1-1.png",
  ])
  // real dates: today on the Rome calendar, not 1979/1980
  for (const entry of entries) expect(entry.date, entry.name).toBe(romeToday())
  expect(entries[2]?.bytes.equals(png)).toBe(true)

  const markdown = entries[1]?.bytes.toString("utf8") ?? ""
  const data = JSON.parse(entries[0]?.bytes.toString("utf8") ?? "{}") as {
    conversations: Array<{
      id: string
      messages: Array<{ role: string; text: string; image_file: string | null }>
    }>
  }
  expect(data.conversations[0]?.id).toBe(chatId)
  const replies = data.conversations[0]?.messages.filter((m) => m.role === "assistant") ?? []
  expect(replies.length).toBe(2)
  for (const reply of replies) expect(reply.text).not.toMatch(/cogi-reply/)
  expect(markdown).not.toContain("cogi-reply/1")
  expect(data.conversations[0]?.messages[0]?.image_file).toBe("immagini/conversazione-1-1.png")
  expect(markdown).toContain("](immagini/conversazione-1-1.png)")
  expect(markdown).toMatch(/- \d+ sessioni gratuite ricevute il /)
  expect(markdown).toMatch(/- Sessione iniziata il .* \(una delle sessioni gratuite\)/)
  expect(markdown).not.toMatch(/FreeSessionsGranted|CreditReserved|"count"/)
  expect(markdown).toContain("Parlare dell'esame")
  expect(markdown).toContain("## Il mio piano di sicurezza")
  expect(markdown).toContain("### I miei segnali di allarme\n\n- Non dormo più")
})
