import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { basename, dirname, join } from "node:path"
import { gzipSync } from "node:zlib"

export interface JsWeight {
  /**
   * Scripts the first load of the heavier of the two entry screens fetches (login, dashboard): the entry, every
   * script it imports statically, and the screen's own chunk with its static imports if it has one.
   */
  readonly initialGzipKb: number
  readonly initialBrotliKb: number
  readonly initialFiles: number
  /** The same, per entry screen. */
  readonly loginGzipKb: number
  readonly dashboardGzipKb: number
  /** Every script of the app, lazy chunks included (what a single-bundle build would send up front). */
  readonly allGzipKb: number
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** The precompressed copy's size if the build wrote one, else the file compressed now at the same level. */
const gzipBytes = (file: string) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length
const brotliBytes = (file: string) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzipBytes(file)

/** A script and everything it imports statically (`import("…")` is fetched later and left out). */
const withStaticImports = (file: string, into = new Set<string>()) => {
  if (into.has(file)) return into
  into.add(file)
  for (const match of readFileSync(file, "utf8").matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    withStaticImports(join(dirname(file), match[1] ?? ""), into)
  return into
}

export const measureJsWeight = (staticRoot: string): JsWeight => {
  const html = readFileSync(join(staticRoot, "index.html"), "utf8")
  const entry = [...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g)].map((m) =>
    join(staticRoot, m[1] ?? ""),
  )
  const assets = readdirSync(join(staticRoot, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => join(staticRoot, "assets", name))
  const firstLoad = (screen: string) => {
    const files = new Set<string>()
    // a screen with a chunk of its own adds it; one inside the entry is already counted
    const own = assets.filter((file) => basename(file).startsWith(screen))
    for (const file of [...entry, ...own]) withStaticImports(file, files)
    return [...files]
  }
  const sum = (files: ReadonlyArray<string>, size: (file: string) => number) =>
    files.reduce((total, file) => total + size(file), 0)
  const login = firstLoad("login-page-")
  const dashboard = firstLoad("dashboard-route-")
  const heavier = sum(login, gzipBytes) > sum(dashboard, gzipBytes) ? login : dashboard
  return {
    initialGzipKb: kb(sum(heavier, gzipBytes)),
    initialBrotliKb: kb(sum(heavier, brotliBytes)),
    initialFiles: heavier.length,
    loginGzipKb: kb(sum(login, gzipBytes)),
    dashboardGzipKb: kb(sum(dashboard, gzipBytes)),
    allGzipKb: kb(sum(assets, gzipBytes)),
  }
}
