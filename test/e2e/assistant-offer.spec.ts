import { expect, test } from "@playwright/test"

import { composer, lastReply, openChat } from "./support/chat-page.ts"

/* Issue 27 with the offline assistant: asked for a person, the reply offers "Parla con una persona" as a link. */
test("asked for a person, the assistant's reply links the human-help page", async ({ page }) => {
  test.setTimeout(90_000)
  await openChat(page, "Nina")
  await composer(page).fill("Vorrei parlare con una persona vera")
  await composer(page).press("Enter")
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })
  const link = lastReply(page).getByRole("link", { name: "Parla con una persona" })
  await expect(link).toHaveAttribute("href", "/parla-con-una-persona")
  await link.click()
  await expect(page.getByRole("heading", { level: 1, name: "Parla con una persona" })).toBeVisible()
})
