import { readFileSync } from "node:fs"
import { resolve } from "node:path"
import { describe, expect, it } from "vitest"
import { CRISIS_RESOURCES } from "../../domain/safety/crisis-resources.ts"
import { PRECACHE, renderOfflinePage, renderServiceWorker } from "./pwa.ts"

const client = resolve(import.meta.dirname, "../../client")
const offlineTemplate = readFileSync(resolve(client, "pwa/offline.html"), "utf8")
const workerTemplate = readFileSync(resolve(client, "pwa/sw.js"), "utf8")

describe("the offline page", () => {
  it("lists every crisis number from the one copy, as a tel: link, in Italian", () => {
    const page = renderOfflinePage(offlineTemplate, CRISIS_RESOURCES)
    expect(page).toContain('<html lang="it">')
    expect(page).toContain("Sei offline")
    for (const resource of CRISIS_RESOURCES) {
      expect(page).toContain(`<a href="tel:${resource.dial}">${resource.phone}</a>`)
    }
    expect(page).not.toContain("<!-- crisis-resources -->")
  })

  it("says which of two things happened: the device offline, or the server not answering (issue 28)", () => {
    const page = renderOfflinePage(offlineTemplate, CRISIS_RESOURCES)
    expect(page).toContain('<h1 class="when-server">Cogi non risponde</h1>')
    expect(page).toMatch(/il problema è\s+nostro, non della tua connessione/)
    expect(page).toContain('<script src="/offline-reason.js"></script>')
    expect(PRECACHE).toContain("/offline-reason.js")
  })

  it("escapes the names it writes into the page", () => {
    const page = renderOfflinePage(offlineTemplate, [
      { name: "Ascolto <b>&</b>", phone: "1", dial: "1", description: "" },
    ])
    expect(page).toContain("Ascolto &lt;b&gt;&amp;&lt;/b&gt;")
  })

  it("refuses a template without the placeholder", () => {
    expect(() => renderOfflinePage("<p>niente</p>", CRISIS_RESOURCES)).toThrow(/placeholder/)
  })
})

describe("the service worker", () => {
  const settingsOf = (source: string) =>
    JSON.parse(/^self\.COGI_SW = (.*);$/m.exec(source)?.[1] ?? "null") as {
      version: string
      precache: string[]
    }

  it("carries a version that changes with the build's output, and the files to precache", () => {
    const first = settingsOf(renderServiceWorker(workerTemplate, ["assets/index-a1.js", "offline"]))
    const same = settingsOf(renderServiceWorker(workerTemplate, ["assets/index-a1.js", "offline"]))
    const next = settingsOf(renderServiceWorker(workerTemplate, ["assets/index-b2.js", "offline"]))
    expect(first.version).toBe(same.version)
    expect(next.version).not.toBe(first.version)
    expect(first.precache).toEqual([...PRECACHE])
  })

  it("leaves /api alone: no response of it is ever answered or stored by the worker", () => {
    expect(workerTemplate).toMatch(/isApi\(url\)\) return/)
    expect(PRECACHE.some((path) => path.startsWith("/api"))).toBe(false)
  })
})
