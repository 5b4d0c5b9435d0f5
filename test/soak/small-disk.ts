import { spawnSync } from "node:child_process"
import { closeSync, mkdirSync, openSync, realpathSync, rmSync, statfsSync, writeSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"

/*
 * A small disk that can really fill up: a tmpfs of `megabytes` mounted for the scenario (root only), with a
 * ballast file that takes all but a few megabytes and is removed again to free the space, as an operator would.
 * When this machine does not allow the mount, `mountSmallDisk` says why instead (the scenario is then skipped
 * with that reason, never passed).
 */

/** statfs's type of a tmpfs (TMPFS_MAGIC). */
const tmpfsMagic = 0x01021994

export interface SmallDisk {
  readonly dir: string
  /** Bytes an unprivileged writer can still use. */
  readonly free: () => number
  /** Whether `path` (resolved through links) lies on this disk. */
  readonly holds: (path: string) => boolean
  /** Writes the ballast so that `leaveBytes` remain free (about: tmpfs counts whole pages). */
  readonly fill: (leaveBytes: number) => void
  /** Deletes the ballast: the space is free again at once. */
  readonly release: () => void
  /** Unmounts (lazily if something still holds it) and removes the mount point. */
  readonly unmount: () => void
}

export const mountSmallDisk = (
  name: string,
  megabytes: number,
): { readonly disk: SmallDisk } | { readonly unavailable: string } => {
  if (process.platform !== "linux")
    return { unavailable: `a tmpfs needs Linux (this is ${process.platform})` }
  if (process.getuid?.() !== 0)
    return { unavailable: "mounting a tmpfs needs root (run the soak as root, as CI does)" }
  const dir = join(tmpdir(), `cogi-${name}-${process.pid}`)
  mkdirSync(dir, { recursive: true })
  // mode 0755: the embedded Postgres runs as the `postgres` user when we are root, and must enter the disk
  const mounted = spawnSync("mount", ["-t", "tmpfs", "-o", `size=${megabytes}m,mode=0755`, "tmpfs", dir], {
    encoding: "utf8",
  })
  if (mounted.status !== 0 || statfsSync(dir).type !== tmpfsMagic) {
    rmSync(dir, { recursive: true, force: true })
    const why = (mounted.error?.message ?? mounted.stderr).trim() || `exit ${mounted.status}`
    return { unavailable: `mount -t tmpfs was refused here (${why})` }
  }
  const ballast = join(dir, "ballast")
  const free = () => {
    const stats = statfsSync(dir)
    return stats.bavail * stats.bsize
  }
  const device = statfsSync(dir)
  return {
    disk: {
      dir,
      free,
      holds: (path) => {
        const real = realpathSync(path)
        const stats = statfsSync(real)
        return stats.type === tmpfsMagic && stats.blocks === device.blocks && real.startsWith(dir)
      },
      fill: (leaveBytes) => {
        const fd = openSync(ballast, "a")
        try {
          const chunk = Buffer.alloc(1024 * 1024)
          for (let left = free() - leaveBytes; left > 0; left = free() - leaveBytes)
            writeSync(fd, chunk, 0, Math.min(chunk.length, left))
        } catch (error) {
          // Postgres took the last bytes first: the disk is as full as it gets
          if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error
        } finally {
          closeSync(fd)
        }
      },
      release: () => rmSync(ballast, { force: true }),
      unmount: () => {
        if (spawnSync("umount", [dir]).status !== 0) spawnSync("umount", ["-l", dir])
        rmSync(dir, { recursive: true, force: true })
      },
    },
  }
}
