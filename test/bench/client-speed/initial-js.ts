import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"

export interface JsWeight {
  /** Scripts the first page load fetches: the entry and its modulepreloads (login and dashboard need no more). */
  readonly initialGzipKb: number
  readonly initialBrotliKb: number
  readonly initialFiles: number
  /** Every script of the app, lazy chunks included (what a single-bundle build would send up front). */
  readonly allGzipKb: number
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

/** The precompressed copy's size if the build wrote one, else the file compressed now at the same level. */
const gzipBytes = (file: string) =>
  existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file), { level: 9 }).length
const brotliBytes = (file: string) =>
  existsSync(`${file}.br`) ? statSync(`${file}.br`).size : gzipBytes(file)

export const measureJsWeight = (staticRoot: string): JsWeight => {
  const html = readFileSync(join(staticRoot, "index.html"), "utf8")
  const initial = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+\.js)"/g),
  ].map((match) => join(staticRoot, match[1] ?? ""))
  const all = readdirSync(join(staticRoot, "assets"))
    .filter((name) => name.endsWith(".js"))
    .map((name) => join(staticRoot, "assets", name))
  const sum = (files: ReadonlyArray<string>, size: (file: string) => number) =>
    files.reduce((total, file) => total + size(file), 0)
  return {
    initialGzipKb: kb(sum(initial, gzipBytes)),
    initialBrotliKb: kb(sum(initial, brotliBytes)),
    initialFiles: initial.length,
    allGzipKb: kb(sum(all, gzipBytes)),
  }
}
