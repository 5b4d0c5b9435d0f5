import { createHash } from "node:crypto"
import { readFile } from "node:fs/promises"
import { resolve } from "node:path"
import type { Plugin } from "vite"
import { escapeHtml } from "../../adapters/html-escape.ts"
import { CRISIS_RESOURCES, type CrisisResource } from "../../domain/safety/crisis-resources.ts"

/** What the service worker stores at install: what it needs when the network is down. */
export const PRECACHE = ["/offline.html", "/theme-init.js", "/offline-reason.js"] as const

/** The offline page with the crisis numbers from their one copy (domain/safety), as tappable `tel:` links. */
export const renderOfflinePage = (template: string, resources: ReadonlyArray<CrisisResource>) => {
  const items = resources
    .map(
      (resource) =>
        `<li><strong>${escapeHtml(resource.name)}</strong>: ` +
        `<a href="tel:${escapeHtml(resource.dial)}">${escapeHtml(resource.phone)}</a></li>`,
    )
    .join("\n          ")
  if (!template.includes("<!-- crisis-resources -->")) throw new Error("offline.html lost its placeholder")
  return template.replace("<!-- crisis-resources -->", items)
}

/**
 * The service worker with its settings in front: a version that changes with every build whose output changed
 * (so the browser installs the new worker and drops the old cache), and the files to precache.
 */
export const renderServiceWorker = (template: string, outputs: ReadonlyArray<string>) => {
  const version = createHash("sha256").update(template).update(outputs.join("\n")).digest("hex").slice(0, 16)
  return `self.COGI_SW = ${JSON.stringify({ version, precache: PRECACHE })};\n${template}`
}

/** Vite plugin (production builds): writes `offline.html` and `sw.js` beside the built app. */
export const pwaPlugin = (): Plugin => {
  let root = ""
  return {
    name: "cogi:pwa",
    apply: "build",
    configResolved(config) {
      root = config.root
    },
    async generateBundle(_options, bundle) {
      const [offlineTemplate, workerTemplate] = await Promise.all([
        readFile(resolve(root, "pwa/offline.html"), "utf8"),
        readFile(resolve(root, "pwa/sw.js"), "utf8"),
      ])
      const offline = renderOfflinePage(offlineTemplate, CRISIS_RESOURCES)
      this.emitFile({ type: "asset", fileName: "offline.html", source: offline })
      const outputs = [...Object.keys(bundle).sort(), offline]
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: renderServiceWorker(workerTemplate, outputs),
      })
    },
  }
}
