import { execFile } from "node:child_process"
import { cp, mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { promisify } from "node:util"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

/*
 * The server's import boundaries (.oxlintrc.json overrides), proven by fixtures: every file under
 * lint-fixtures/server/ sits in a folder named like the layer it pretends to be, and says on its first line
 * whether lint must fail or pass on it. The fixtures are linted in a scratch copy laid out like the project,
 * with the project's own lint config, so the overrides' folder globs apply to them as to the real code.
 */

const root = join(import.meta.dirname, "..", "..")
const fixtures = join(import.meta.dirname, "server")

interface Diagnostic {
  readonly code: string
  readonly filename: string
  readonly help?: string
}

const listFixtures = async (dir: string): Promise<ReadonlyArray<string>> =>
  (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => relative(fixtures, join(entry.parentPath, entry.name)))
    .sort()

let scratch = ""
let diagnostics: ReadonlyArray<Diagnostic> = []
let files: ReadonlyArray<string> = []

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "cogi-lint-fixtures-"))
  await cp(fixtures, scratch, { recursive: true })
  await cp(join(root, ".oxlintrc.json"), join(scratch, ".oxlintrc.json"))
  files = await listFixtures(fixtures)
  const oxlint = join(root, "node_modules", ".bin", "oxlint")
  // oxlint exits 1 when it finds errors, which the failing fixtures are there to produce
  const { stdout } = await promisify(execFile)(oxlint, ["-c", ".oxlintrc.json", "--format", "json", "."], {
    cwd: scratch,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }))
  diagnostics = (JSON.parse(stdout) as { diagnostics: ReadonlyArray<Diagnostic> }).diagnostics
}, 60_000)

afterAll(() => rm(scratch, { recursive: true, force: true }))

const restrictedIn = (file: string) =>
  diagnostics.filter((d) => d.filename === file && d.code === "eslint(no-restricted-imports)")

describe("server import boundaries", () => {
  it("has fixtures for every edge and for commands/", () => {
    const layers = new Set(files.map((file) => file.split("/")[0]))
    expect([...layers].sort()).toEqual(["api", "cli", "commands", "jobs"])
  })

  it("fails every fixture that must fail, with the layer's own message", async () => {
    for (const file of files) {
      const first = (await readFile(join(fixtures, file), "utf8")).split("\n")[0] ?? ""
      if (!first.startsWith("// must fail")) continue
      const found = restrictedIn(file)
      expect(found, `${file} should be refused by lint`).toHaveLength(1)
      expect(found[0]?.help, file).toMatch(new RegExp(`^${file.split("/")[0]}/`))
    }
  })

  it("passes every fixture that must pass (the allowed arrows stay open)", async () => {
    for (const file of files) {
      const first = (await readFile(join(fixtures, file), "utf8")).split("\n")[0] ?? ""
      if (!first.startsWith("// must pass")) continue
      expect(restrictedIn(file), `${file} should be allowed`).toEqual([])
    }
  })

  it("says of every fixture whether it must fail or pass", async () => {
    for (const file of files) {
      const first = (await readFile(join(fixtures, file), "utf8")).split("\n")[0] ?? ""
      expect(first, file).toMatch(/^\/\/ must (fail|pass):/)
    }
  })
})
