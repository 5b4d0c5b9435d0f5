import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"

/** What the built client depends on, relative to the repository root. */
const inputs = [
  "client",
  "vite.config.ts",
  "cli/client-build/precompress.ts",
  "cli/client-build/pwa.ts",
  "domain/safety/crisis-resources.ts",
  "package-lock.json",
]

const isTest = (path: string) => /\.test\.tsx?$/.test(path)

const filesOf = async (root: string, path: string): Promise<string[]> => {
  const entries = await readdir(join(root, path), { withFileTypes: true }).catch(() => null)
  if (entries === null) return [path]
  const nested = await Promise.all(
    entries.map((entry) => {
      const child = join(path, entry.name)
      return entry.isDirectory() ? filesOf(root, child) : Promise.resolve([child])
    }),
  )
  return nested.flat()
}

/**
 * A hash of the contents of every file the client build reads (sources, build config, locked dependency
 * versions), tests excluded: equal fingerprints mean an equal build. Contents, not mtimes, so that a checkout
 * or a touch does not force a rebuild.
 */
export const clientFingerprint = async (root: string): Promise<string> => {
  const files = (await Promise.all(inputs.map((input) => filesOf(root, input))))
    .flat()
    .filter((file) => !isTest(file))
    .sort()
  const hash = createHash("sha256")
  for (const file of files) {
    const contents = await readFile(join(root, file)).catch(() => null)
    hash.update(file).update("\0")
    hash.update(contents === null ? "(missing)" : contents).update("\0")
  }
  return hash.digest("hex")
}
