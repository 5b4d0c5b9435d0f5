import { defineConfig } from "@playwright/test"

const PORT = 4173
const baseURL = `http://localhost:${PORT}`

// Until cli/start.ts serves /api and dist/client, the e2e runs on `vite preview` with /api mocked per test
// (test/e2e/support/api-mocks.ts). Mocks still win over the real server, so the suite works on both.
const previewServer = {
  command: `node_modules/.bin/vite build && node_modules/.bin/vite preview --port ${PORT} --strictPort`,
  url: `${baseURL}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
}

// The real server: `npm run build` first (npm run test:e2e does it), then it serves dist/client and /api.
const appServer = {
  // node_modules/.bin/node is the pinned Node 22 (runs .ts directly); the system node may be older.
  command: "node_modules/.bin/node cli/start.ts",
  env: { PORT: String(PORT), COGI_DATA_DIR: ".data/e2e" },
  url: `${baseURL}/login`,
  reuseExistingServer: false,
  timeout: 120_000,
}

export default defineConfig({
  testDir: "test/e2e",
  workers: 1,
  fullyParallel: false,
  reporter: "list",
  timeout: 60_000,
  forbidOnly: process.env["CI"] !== undefined,
  use: {
    baseURL,
    browserName: "chromium",
    locale: "it-IT",
    timezoneId: "Europe/Rome",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        "--disable-sync",
      ],
    },
  },
  webServer: process.env["COGI_E2E_SERVER"] === "app" ? appServer : previewServer,
})
