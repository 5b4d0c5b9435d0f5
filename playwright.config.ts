import { defineConfig } from "@playwright/test"

// COGI_E2E_PORT lets two runs share a machine (each gets its own server and database)
const PORT = Number(process.env["COGI_E2E_PORT"] ?? 4173)
const baseURL = `http://localhost:${PORT}`

// The real server: `npm run build` first (npm test does it), then it serves dist/client and /api on a
// fresh embedded database, with the dev clock (POST /api/dev/clock) and an administrator from the environment.
export const e2eAdmin = { email: "admin@cogi.test", password: "amministratore-e2e" }
const appServer = {
  // node_modules/.bin/node is the pinned Node 22 (runs .ts directly); the system node may be older.
  command: `rm -rf .data/e2e-${PORT} && node_modules/.bin/node cli/start.ts`,
  env: {
    PORT: String(PORT),
    COGI_DATA_DIR: `.data/e2e-${PORT}`,
    COGI_DEV_CLOCK: "1",
    // every e2e account signs up from this machine
    COGI_SIGNUPS_PER_IP_PER_HOUR: "100000",
    COGI_LOGINS_PER_IP_PER_15_MIN: "100000",
    // the e2e accounts chat faster than a person; the allowance has its own API test
    COGI_AI_CALLS_PER_MINUTE: "100000",
    COGI_ADMIN_EMAIL: e2eAdmin.email,
    COGI_ADMIN_PASSWORD: e2eAdmin.password,
    LOCAL_AI_WORD_DELAY_MS: "40",
  },
  url: `${baseURL}/api/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  // SIGTERM, not the default SIGKILL: node then stops its Postgres (its own process group) before exiting
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 15_000 },
}

export default defineConfig({
  testDir: "test/e2e",
  workers: 1,
  fullyParallel: false,
  reporter: "list",
  timeout: 60_000,
  // one more try on a loaded machine (a dev-clock jump or a browser restart has failed once in ~200 runs); a test
  // that passes only on its retry is listed as "flaky" in the report, not hidden
  retries: 1,
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
  webServer: appServer,
})
