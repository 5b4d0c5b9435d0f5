import type { Plugin } from "vite"

/**
 * Keeps the first load in one script. Left to itself, the bundler gives every module that the first load shares
 * with a lazy route its own small chunk (sixteen files for the login page), and each file compresses worse than
 * the same code in one. This plugin notes, once the module graph is complete, every module the entry reaches by
 * static imports; the `firstLoadGroup` chunk group then keeps them together, so lazy chunks import from that one
 * script and whatever is only needed later stays in the lazy chunks.
 */
export const firstLoadChunk = () => {
  const firstLoad = new Set<string>()
  const plugin: Plugin = {
    name: "cogi-first-load-chunk",
    apply: "build",
    buildEnd() {
      firstLoad.clear()
      const visit = (id: string) => {
        if (firstLoad.has(id)) return
        const info = this.getModuleInfo(id)
        if (info === null) return
        firstLoad.add(id)
        for (const imported of info.importedIds) visit(imported)
      }
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry === true) visit(id)
    },
  }
  const group = { name: "first-load", test: (id: string) => firstLoad.has(id), priority: 10 }
  return { plugin, group }
}
