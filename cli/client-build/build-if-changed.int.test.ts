import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { buildClientIfChanged } from "./build-if-changed.ts"
import { clientFingerprint } from "./client-fingerprint.ts"

/** A tiny project shaped like ours: client/index.html + main.ts, and a vite config building to dist/client. */
const root = mkdtempSync(join(tmpdir(), "cogi-build-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, "client"))
writeFileSync(
  join(root, "client", "index.html"),
  `<!doctype html><html lang="it"><title>Prova</title><script type="module" src="./main.ts"></script></html>`,
)
writeFileSync(join(root, "client", "main.ts"), `document.title = "Ciao"\n`)
writeFileSync(
  join(root, "vite.config.ts"),
  `export default { root: "client", logLevel: "silent", build: { outDir: "../dist/client", emptyOutDir: true } }\n`,
)
const index = join(root, "dist", "client", "index.html")

describe("buildClientIfChanged", () => {
  it("builds when there is no build, then not again until a source changes", async () => {
    expect(await buildClientIfChanged(root)).toBe("built")
    expect(existsSync(index)).toBe(true)
    writeFileSync(index, "marker: not rebuilt")

    expect(await buildClientIfChanged(root)).toBe("up to date")
    expect(readFileSync(index, "utf8")).toBe("marker: not rebuilt")

    writeFileSync(join(root, "client", "main.ts"), `document.title = "Ciao di nuovo"\n`)
    expect(await buildClientIfChanged(root)).toBe("built")
    expect(readFileSync(index, "utf8")).toContain("<title>Prova</title>")
  }, 60_000)

  it("rebuilds a build that went missing even with an unchanged fingerprint", async () => {
    rmSync(join(root, "dist", "client"), { recursive: true })
    expect(await buildClientIfChanged(root)).toBe("built")
    expect(existsSync(index)).toBe(true)
  }, 60_000)
})

describe("clientFingerprint", () => {
  it("follows contents, not timestamps, and ignores tests", async () => {
    const before = await clientFingerprint(root)
    utimesSync(join(root, "client", "main.ts"), new Date(), new Date(Date.now() + 60_000))
    writeFileSync(join(root, "client", "main.test.ts"), "// a test\n")
    expect(await clientFingerprint(root)).toBe(before)
    writeFileSync(join(root, "vite.config.ts"), `export default { root: "client" }\n`)
    expect(await clientFingerprint(root)).not.toBe(before)
  })
})
