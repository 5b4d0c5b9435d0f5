import AxeBuilder from "@axe-core/playwright"
import { expect, type Locator, type Page } from "@playwright/test"

/*
 * What every screen is checked for, and its pictures: axe (toasts are checked on their own, see toasts.spec.ts),
 * no sideways scrolling at 375 px, and screenshots at 1280 and 375 px into test-results/screenshots (or
 * COGI_SHOTS_DIR).
 */

export const SHOTS = process.env["COGI_SHOTS_DIR"] ?? "test-results/screenshots"

/** No axe violations on the page, toasts excluded. */
export const expectNoAxeViolations = async (page: Page) => {
  const results = await new AxeBuilder({ page }).exclude("[data-sonner-toaster]").analyze()
  expect(results.violations).toEqual([])
}

export const expectNoHorizontalScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)

/** A screenshot of the page (whole by default); `hideToasts` leaves the toasts out of the picture only. */
export const shot = (
  page: Page,
  name: string,
  options: { readonly fullPage?: boolean; readonly hideToasts?: boolean } = {},
) =>
  page.screenshot({
    path: `${SHOTS}/${name}.png`,
    fullPage: options.fullPage ?? true,
    ...(options.hideToasts === true ? { style: "[data-sonner-toaster] { display: none !important; }" } : {}),
  })

/** No axe violations inside the open dialog. */
export const dialogAxe = async (page: Page) => {
  const result = await new AxeBuilder({ page }).include("[role='dialog']").analyze()
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([])
}

/*
 * Toasts are hidden with CSS for the pictures, never removed from the DOM: sonner still owns those nodes, and
 * React fails when it later unmounts a node someone else removed.
 */
export const hideToasts = (page: Page) =>
  page.evaluate(() => {
    const style = document.createElement("style")
    style.id = "e2e-hide-toasts"
    style.textContent = "[data-sonner-toaster] { display: none !important; }"
    document.head.append(style)
  })
export const showToasts = (page: Page) =>
  page.evaluate(() => document.getElementById("e2e-hide-toasts")?.remove())

/** The whole screen at desktop and phone widths (no dialog open). */
export const shootPage = async (page: Page, name: string) => {
  await hideToasts(page)
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false)
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await showToasts(page)
}

/** The options of a select whose text is wider than the select shows (its padding and arrow excluded). */
export const clippedOptions = (select: Locator) =>
  select.evaluate((element) => {
    const box = element as HTMLSelectElement
    const style = getComputedStyle(box)
    const context = document.createElement("canvas").getContext("2d")
    if (context === null) return ["no canvas"]
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const arrow = 20
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow
    return Array.from(box.options)
      .map((option) => option.text)
      .filter((text) => context.measureText(text).width > room)
  })

/** The open dialog at desktop and phone widths; it must fit the phone without sideways scrolling. */
export const shootBoth = async (page: Page, name: string) => {
  await hideToasts(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` })
  await page.setViewportSize({ width: 375, height: 812 })
  await expect(page.getByRole("dialog")).toBeInViewport()
  const box = await page.getByRole("dialog").boundingBox()
  expect(box).not.toBeNull()
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true)
  await page.screenshot({ path: `${SHOTS}/${name}-mobile.png` })
  await page.setViewportSize({ width: 1280, height: 900 })
  await showToasts(page)
}
