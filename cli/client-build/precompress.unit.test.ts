import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { afterAll, describe, expect, it } from "vitest"
import { precompressDirectory } from "./precompress.ts"

const root = mkdtempSync(join(tmpdir(), "cogi-precompress-"))
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe("precompressDirectory", () => {
  it("writes .br and .gz beside text files that shrink, and nothing beside the rest", async () => {
    const script = `export const saluto = ${JSON.stringify("Ciao, come stai oggi? ".repeat(200))}\n`
    mkdirSync(join(root, "assets"))
    writeFileSync(join(root, "index.html"), `<!doctype html>${"<p>Benvenuto</p>".repeat(40)}`)
    writeFileSync(join(root, "assets", "app-3f2a1b.js"), script)
    writeFileSync(join(root, "assets", "tiny-9a8b7c.js"), "1\n")
    writeFileSync(join(root, "assets", "logo-1a2b3c.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]))

    const written = await precompressDirectory(root)

    const js = join(root, "assets", "app-3f2a1b.js")
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script)
    expect(written.find((file) => file.file === js)).toMatchObject({ bytes: script.length })
    expect(existsSync(join(root, "index.html.br"))).toBe(true)
    expect(existsSync(join(root, "assets", "tiny-9a8b7c.js.br"))).toBe(false)
    expect(existsSync(join(root, "assets", "logo-1a2b3c.png.br"))).toBe(false)
    expect(written.map((file) => file.file)).not.toContain(join(root, "assets", "logo-1a2b3c.png"))
  })
})
