import { defineConfig } from "vite"
import react from "@vitejs/plugin-react"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"
import { precompressPlugin } from "./cli/client-build/precompress.ts"
import { pwaPlugin } from "./cli/client-build/pwa.ts"
import { firstLoadChunk } from "./cli/client-build/first-load-chunk.ts"

const firstLoad = firstLoadChunk()

// The SPA lives in client/ (index.html included); the server serves the build from dist/client.
export default defineConfig({
  root: "client",
  plugins: [react(), vanillaExtractPlugin(), firstLoad.plugin, pwaPlugin(), precompressPlugin()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [firstLoad.group] } },
      // no "callback time" profiling notes on a loaded machine: `npm start` prints what is wrong, not how long
      checks: { bundlerTimings: false },
    },
  },
  server: {
    // In development the API runs separately (`npm start`, port 3000 by default).
    proxy: { "/api": process.env["COGI_API_ORIGIN"] ?? "http://localhost:3000" },
  },
  preview: {
    port: 4173,
    strictPort: true,
  },
})
