import AxeBuilder from "@axe-core/playwright"
import { expect, test, type Page } from "@playwright/test"

import { registerVerifiedAccount, signInBeforeLoad } from "./support/real-server.ts"

/*
 * The installable app: a valid linked manifest with real PNG icons, a service worker registered after load,
 * the Italian offline page when the network is down, hashed build files cached (still decoded right), and
 * nothing from /api ever stored.
 */

type Manifest = {
  name: string
  short_name: string
  description: string
  lang: string
  start_url: string
  scope: string
  display: string
  theme_color: string
  background_color: string
  icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (bytes: Buffer) => {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a")
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/** Waits until the service worker is active and controls the page; returns its script URL. */
const controllingWorker = async (page: Page) => {
  const script = await page.evaluate(
    async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? "",
  )
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  return script
}

/** Every URL the service worker's caches hold. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
    }
    return urls
  })

test("the manifest is linked and valid, with 192, 512 and maskable PNG icons", async ({ page, request }) => {
  await page.goto("/login")
  const href = await page.locator('link[rel="manifest"]').getAttribute("href")
  expect(href).toBe("/manifest.webmanifest")
  const response = await request.get(href ?? "")
  expect(response.status()).toBe(200)
  expect(response.headers()["content-type"]).toContain("application/manifest+json")
  const manifest = (await response.json()) as Manifest
  expect(manifest).toMatchObject({
    short_name: "Cogi",
    lang: "it",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
  })
  expect(manifest.name).toContain("Cogi")
  expect(manifest.description).toMatch(/supporto emotivo/)
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/)
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/)

  const pngs = manifest.icons.filter((icon) => icon.type === "image/png")
  const wanted = [
    { sizes: "192x192", purpose: "any" },
    { sizes: "512x512", purpose: "any" },
    { sizes: "512x512", purpose: "maskable" },
  ]
  for (const { sizes, purpose } of wanted) {
    const icon = pngs.find(
      (candidate) => candidate.sizes === sizes && (candidate.purpose ?? "any") === purpose,
    )
    expect(icon, `${sizes} ${purpose}`).toBeDefined()
    const file = await request.get(icon?.src ?? "")
    expect(file.status()).toBe(200)
    expect(file.headers()["content-type"]).toContain("image/png")
    const [width, height] = sizes.split("x").map(Number)
    expect(pngSize(await file.body())).toEqual({ width, height })
  }
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", /\.png$/)
})

test("the service worker is registered after load and is revalidated on every visit", async ({
  page,
  request,
}) => {
  await page.goto("/login")
  expect(await controllingWorker(page)).toMatch(/\/sw\.js$/)
  const worker = await request.get("/sw.js", { headers: { "accept-encoding": "br, gzip" } })
  expect(worker.status()).toBe(200)
  expect(worker.headers()["content-type"]).toContain("javascript")
  expect(worker.headers()["cache-control"]).toBe("no-cache")
})

test("offline, a page shows the Italian offline page with the crisis numbers; back online, the app", async ({
  page,
  context,
  request,
}) => {
  await signInBeforeLoad(page, await registerVerifiedAccount(request, { name: "Elena" }))
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { name: "Ciao, Elena" })).toBeVisible()
  await controllingWorker(page)

  await context.setOffline(true)
  await page.goto("/chat/00000000-0000-4000-8000-000000000000")
  await expect(page.getByRole("heading", { level: 1, name: "Sei offline" })).toBeVisible()
  await expect(page.getByText(/non sia connesso a internet/)).toBeVisible()
  await expect(page.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112")
  await expect(page.getByRole("link", { name: "1522" })).toBeVisible()
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: "test-results/screenshots/offline-page.png", fullPage: true })
  // In the theme the user chose (theme-init.js is kept for the offline page too).
  await page.evaluate(() => localStorage.setItem("cogi-theme", "dark"))
  await page.reload()
  await expect(page.getByRole("heading", { level: 1, name: "Sei offline" })).toBeVisible()
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(22, 19, 17)")
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([])
  await page.screenshot({ path: "test-results/screenshots/offline-page-dark.png", fullPage: true })

  await context.setOffline(false)
  await page.goto("/dashboard")
  await expect(page.getByRole("heading", { name: "Ciao, Elena" })).toBeVisible()
})

test("hashed build files are cached and served intact offline; no /api response is ever cached", async ({
  page,
  context,
  request,
}) => {
  await signInBeforeLoad(page, await registerVerifiedAccount(request, { name: "Marco" }))
  await page.goto("/dashboard")
  await controllingWorker(page)
  // A load under the worker's control: the build files go through it (and the API calls past it).
  await page.reload()
  await expect(page.getByRole("heading", { name: "Ciao, Marco" })).toBeVisible()
  await expect(page.getByText("Il tuo pacchetto")).toBeVisible()

  const urls = await cachedUrls(page)
  expect(urls).toContain("/offline.html")
  expect(urls.some((url) => url.startsWith("/assets/") && url.endsWith(".js"))).toBe(true)
  expect(urls.filter((url) => url.startsWith("/api"))).toEqual([])

  // Offline, a cached script comes back as the script (decoded once, not brotli bytes), and the API fails.
  const script = urls.find((url) => url.startsWith("/assets/index-") && url.endsWith(".js")) ?? ""
  await context.setOffline(true)
  const offline = await page.evaluate(async (path) => {
    const asset = await fetch(path)
    const api = await fetch("/api/user/session-info").then(
      (response) => `status ${response.status}`,
      () => "network error",
    )
    return { status: asset.status, text: (await asset.text()).slice(0, 200), api }
  }, script)
  expect(offline.status).toBe(200)
  expect(offline.text).toMatch(/import|function|var |const /)
  expect(offline.api).toBe("network error")
  await context.setOffline(false)
})
