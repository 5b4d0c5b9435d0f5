import { webcrypto } from "node:crypto"
import { expect, test } from "@playwright/test"
import { registerVerifiedAccount, signInBeforeLoad } from "./support/real-server.ts"

/**
 * The cross-check of DESIGN §6 / SPEC §9: what the app encrypted in Chromium, Node decrypts with nothing but the
 * documented parameters (PBKDF2-SHA256, 100 000 iterations, the user's 16-byte salt → AES-GCM-256; record =
 * base64 of salt(16) | iv(12) | ciphertext). If either side drifted from the layout, this fails.
 */
const decryptInNode = async (password: string, record: string): Promise<string> => {
  const bytes = Buffer.from(record, "base64")
  const salt = bytes.subarray(0, 16)
  const iv = bytes.subarray(16, 28)
  const body = bytes.subarray(28)
  const material = await webcrypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveKey"],
  )
  const key = await webcrypto.subtle.deriveKey(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations: 100_000 },
    material,
    { name: "AES-GCM", length: 256 },
    false,
    ["decrypt"],
  )
  return new TextDecoder().decode(await webcrypto.subtle.decrypt({ name: "AES-GCM", iv }, key, body))
}

test("Node's WebCrypto decrypts the message and reply the browser encrypted, and the server holds only that", async ({
  page,
}) => {
  const account = await registerVerifiedAccount(page.request, {
    name: "Elena",
    password: "una-password-lunga",
  })
  const created = await page.request.post("/api/chats", {
    headers: { authorization: `Bearer ${account.token}` },
    data: { therapeutic_approach: "claude" },
  })
  const { id } = (await created.json()) as { id: string }
  await signInBeforeLoad(page, account)
  await page.goto(`/chat/${id}`)
  const typed = "Stasera mi sento un po' sola, però è già meglio di ieri 🌙"
  await page.getByLabel("Il tuo messaggio").fill(typed)
  await page.getByRole("button", { name: "Invia" }).click()
  await expect(page.getByRole("button", { name: "Invia" })).toBeVisible({ timeout: 30_000 })

  const stored = async () =>
    (
      (await (
        await page.request.get(`/api/chats/${id}`, { headers: { authorization: `Bearer ${account.token}` } })
      ).json()) as { messages: Array<{ role: string; content: string }> }
    ).messages
  // the client stores the encrypted reply once it has arrived in full
  await expect.poll(async () => (await stored()).length).toBe(2)
  const [mine, reply] = await stored()
  expect(mine?.role).toBe("user")
  expect(mine?.content).not.toContain("sola")
  expect(
    Buffer.from(mine?.content ?? "", "base64")
      .subarray(0, 16)
      .toString("base64"),
  ).toBe(account.user.encryption_salt)
  expect(await decryptInNode(account.password, mine?.content ?? "")).toBe(typed)
  expect(reply?.role).toBe("assistant")
  expect(await decryptInNode(account.password, reply?.content ?? "")).toContain("Cogi")
  await expect(decryptInNode("password-sbagliata", mine?.content ?? "")).rejects.toThrow()
})
