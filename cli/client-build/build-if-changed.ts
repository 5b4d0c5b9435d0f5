import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { clientFingerprint } from "./client-fingerprint.ts"

/**
 * `npm start`'s first step: builds the client (vite build, precompressed) only when its sources changed since
 * the last build, or when the build is missing. The fingerprint sits beside the served folder, not in it.
 */
export const buildClientIfChanged = async (root: string): Promise<"built" | "up to date"> => {
  const outDir = join(root, "dist", "client")
  const stampFile = join(root, "dist", "client.fingerprint")
  const fingerprint = await clientFingerprint(root)
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, "utf8").trim() : ""
  if (stamp === fingerprint && existsSync(join(outDir, "index.html"))) return "up to date"
  const { build } = await import("vite")
  await build({ root: join(root, "client"), configFile: join(root, "vite.config.ts"), logLevel: "warn" })
  writeFileSync(stampFile, `${fingerprint}\n`)
  return "built"
}

if (import.meta.main) {
  const started = performance.now()
  const outcome = await buildClientIfChanged(resolve(import.meta.dirname, "../.."))
  const ms = Math.round(performance.now() - started)
  console.log(outcome === "built" ? `Client built in ${ms} ms` : `Client up to date (checked in ${ms} ms)`)
}
