import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import { join, resolve } from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"
import type { Plugin } from "vite"

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing; images and fonts are compressed already. */
export const compressibleExtensions = [
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".webmanifest",
  ".txt",
]

const isCompressible = (file: string) => compressibleExtensions.some((ext) => file.endsWith(ext))

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name)
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path])
    }),
  )
  return nested.flat()
}

export interface PrecompressedFile {
  readonly file: string
  readonly bytes: number
  readonly br: number | null
  readonly gz: number | null
}

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside every compressible file under `dir`, so the
 * server sends the smaller copy without compressing per request. A copy that would not be smaller is not written.
 */
export const precompressDirectory = async (dir: string): Promise<ReadonlyArray<PrecompressedFile>> => {
  const files = (await filesUnder(dir)).filter(isCompressible)
  return Promise.all(
    files.map(async (file) => {
      const source = await readFile(file)
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: 9 }),
      ])
      const keep = async (copy: Buffer, suffix: string) => {
        if (copy.length >= source.length) return null
        await writeFile(file + suffix, copy)
        return copy.length
      }
      return { file, bytes: source.length, br: await keep(br, ".br"), gz: await keep(gz, ".gz") }
    }),
  )
}

/** Vite plugin: precompresses the build output once it is written (production builds only). */
export const precompressPlugin = (): Plugin => {
  let outDir = ""
  return {
    name: "cogi:precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle() {
      if ((await stat(outDir).catch(() => null)) === null) return
      await precompressDirectory(outDir)
    },
  }
}
