import { execFile } from "node:child_process"
import { readdir, readFile } from "node:fs/promises"
import { join, relative } from "node:path"
import { promisify } from "node:util"
import { beforeAll, describe, expect, it } from "vitest"

/*
 * The import boundaries (.dependency-cruiser.mjs) proven on fixtures: tree/ is laid out like the project, one
 * folder per layer and client zone, and each file says on its first line whether the check must refuse it, and
 * by which rules (`// must fail: rule-a, rule-b`), or pass it (`// must pass: why`). The check runs on the tree
 * with the project's own config, as `npm run lint` runs it on the project.
 */

const root = join(import.meta.dirname, "..", "..")
const tree = join(import.meta.dirname, "tree")
const depcruise = join(root, "node_modules", "dependency-cruiser", "bin", "dependency-cruiser.mjs")
const configFile = join(root, ".dependency-cruiser.mjs")
const serverLayers = ["domain", "eventstore", "projections", "adapters", "commands", "api", "jobs", "cli"]
const clientZones = ["client/app", "client/components", "client/lib", "client/features"]

interface Violation {
  readonly from: string
  readonly rule: { readonly name: string }
}

interface Fixture {
  readonly file: string
  readonly verdict: "pass" | "fail"
  readonly rules: ReadonlyArray<string>
}

const readFixtures = async (): Promise<ReadonlyArray<Fixture>> => {
  const entries = await readdir(tree, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => relative(tree, join(entry.parentPath, entry.name)))
    .sort()
  return Promise.all(
    files.map(async (file) => {
      const first = (await readFile(join(tree, file), "utf8")).split("\n")[0] ?? ""
      const match = /^\/\/ must (pass|fail): (.*)$/.exec(first)
      if (!match)
        throw new Error(`${file}: the first line must say "// must pass: …" or "// must fail: rule"`)
      const verdict = match[1] === "fail" ? "fail" : "pass"
      const rules = verdict === "fail" ? (match[2] ?? "").split(",").map((rule) => rule.trim()) : []
      return { file, verdict, rules }
    }),
  )
}

let fixtures: ReadonlyArray<Fixture> = []
let violations: ReadonlyArray<Violation> = []
let rules: ReadonlyArray<{ readonly name: string; readonly severity: string }> = []

beforeAll(async () => {
  fixtures = await readFixtures()
  rules = ((await import(configFile)) as { default: { forbidden: typeof rules } }).default.forbidden
  const folders = [...new Set(fixtures.map((fixture) => fixture.file.split("/")[0] ?? ""))]
  // depcruise exits non-zero when it finds violations, which the failing fixtures are there to produce
  const args = [depcruise, "-c", configFile, "-T", "json", ...folders]
  const { stdout } = await promisify(execFile)(process.execPath, args, {
    cwd: tree,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }))
  violations = (JSON.parse(stdout) as { summary: { violations: ReadonlyArray<Violation> } }).summary
    .violations
}, 60_000)

const rulesBrokenBy = (file: string) =>
  [...new Set(violations.filter((v) => v.from === file).map((v) => v.rule.name))].sort()

describe("import boundaries", () => {
  it("refuses every fixture that must fail, by the rules it names and no other", () => {
    for (const fixture of fixtures.filter((f) => f.verdict === "fail")) {
      expect(rulesBrokenBy(fixture.file), fixture.file).toEqual([...fixture.rules].sort())
    }
  })

  it("passes every fixture that must pass (the allowed arrows stay open)", () => {
    for (const fixture of fixtures.filter((f) => f.verdict === "pass")) {
      expect(rulesBrokenBy(fixture.file), fixture.file).toEqual([])
    }
  })

  it("proves every rule of the config on a bad import", () => {
    const proven = new Set(fixtures.flatMap((fixture) => fixture.rules))
    const errors = rules.filter((rule) => rule.severity === "error").map((rule) => rule.name)
    expect(errors.filter((name) => !proven.has(name))).toEqual([])
  })

  it("has a failing fixture in each of the eight server layers, the contract and each client zone", () => {
    const failing = fixtures.filter((f) => f.verdict === "fail").map((f) => f.file)
    for (const zone of [...serverLayers, "contract", ...clientZones]) {
      expect(
        failing.some((file) => file.startsWith(`${zone}/`)),
        zone,
      ).toBe(true)
    }
  })
})
