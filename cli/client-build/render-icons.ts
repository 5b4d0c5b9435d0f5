/**
 * Renders the PWA icons (PNG) from their SVG sources in client/public/icons with Chromium, at the sizes the
 * manifest names. The PNGs are committed; run again after changing an SVG:
 *   node cli/client-build/render-icons.ts
 */
import { readFile, writeFile } from "node:fs/promises"
import { resolve } from "node:path"
import { chromium } from "@playwright/test"

const dir = resolve(import.meta.dirname, "../../client/public/icons")

export const iconRenders = [
  { source: "icon.svg", size: 192, out: "icon-192.png" },
  { source: "icon.svg", size: 512, out: "icon-512.png" },
  { source: "icon-maskable.svg", size: 512, out: "icon-maskable-512.png" },
  { source: "icon-maskable.svg", size: 180, out: "apple-touch-icon.png" },
] as const

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] })
try {
  for (const { source, size, out } of iconRenders) {
    const svg = await readFile(resolve(dir, source), "utf8")
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    )
    await writeFile(resolve(dir, out), await page.screenshot({ omitBackground: true }))
    await page.close()
    console.log(`${out} (${size}×${size})`)
  }
} finally {
  await browser.close()
}
