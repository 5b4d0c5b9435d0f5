import { execFileSync } from "node:child_process"
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { describe, expect, it } from "vitest"

/*
 * The client's import boundaries (.oxlintrc.json) proven on files that break them: each `bad-*` fixture must be
 * reported with its rule's message, the `ok-*` ones must pass.
 */

const fixtures = "test/lint-fixtures/client"

type Diagnostic = { readonly filename: string; readonly message: string; readonly help?: string }

/** The project's config without the entry that keeps `npm run lint` off the fixtures. */
const fixtureConfig = (dir: string) => {
  const config = JSON.parse(readFileSync(".oxlintrc.json", "utf8")) as Record<string, unknown> & {
    ignorePatterns: ReadonlyArray<string>
  }
  const { $schema: _schema, ...rest } = config
  const path = join(dir, "oxlintrc.json")
  const ignorePatterns = config.ignorePatterns.filter((p) => !p.includes("lint-fixtures"))
  writeFileSync(path, JSON.stringify({ ...rest, ignorePatterns }))
  return path
}

const lint = (): ReadonlyArray<Diagnostic> => {
  const dir = mkdtempSync(join(tmpdir(), "cogi-lint-"))
  let out: string
  try {
    out = execFileSync("node_modules/.bin/oxlint", ["-c", fixtureConfig(dir), "--format", "json", fixtures], {
      encoding: "utf8",
    })
  } catch (error) {
    // oxlint exits 1 when it reports errors: the report is still on stdout
    out = String((error as { stdout?: unknown }).stdout ?? "")
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return (JSON.parse(out) as { diagnostics: ReadonlyArray<Diagnostic> }).diagnostics
}

const diagnostics = lint()
const reportsFor = (file: string) =>
  diagnostics.filter((d) => d.filename.endsWith(file)).map((d) => `${d.message} ${d.help ?? ""}`)

describe("client import boundaries", () => {
  it("refuses server code that is not the contract", () => {
    expect(reportsFor("bad-server-import.ts")).toEqual([
      expect.stringContaining("client/ may import from the server only `import type` from api/contract"),
    ])
  })

  it("refuses value imports from the contract", () => {
    expect(reportsFor("bad-contract-value.ts")).toEqual([
      expect.stringContaining("imports the contract as types only"),
    ])
  })

  it("refuses one feature importing another", () => {
    expect(reportsFor("bad-other-feature.ts")).toEqual([
      expect.stringContaining("a feature never imports another feature"),
    ])
  })

  it("allows contract types, the feature's own files and the shared client folders", () => {
    expect(reportsFor("ok-allowed.ts")).toEqual([])
  })

  it("has a fixture for every case it names", () => {
    const files = readdirSync(join(fixtures, "features/alpha/components"))
    expect(files.filter((f) => f.startsWith("bad-"))).toHaveLength(3)
  })
})
