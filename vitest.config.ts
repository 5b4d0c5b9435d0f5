import { defineConfig } from "vitest/config"
import react from "@vitejs/plugin-react"
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin"

const exclude = ["node_modules/**", "dist/**", ".data/**", "test/e2e/**"]

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "{domain,eventstore,projections,commands,jobs,adapters,api,cli}/**/*.unit.test.ts",
            "test/lint-fixtures/*.unit.test.ts",
            "test/safety/*.unit.test.ts",
          ],
          exclude,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: "client",
          environment: "jsdom",
          // see test/support/client-setup.ts: the first import of a lazy route is slow on a busy machine
          testTimeout: 20_000,
          include: ["client/**/*.test.{ts,tsx}"],
          setupFiles: ["./test/support/client-setup.ts"],
          exclude,
        },
      },
      {
        test: {
          name: "int",
          environment: "node",
          include: ["**/*.int.test.ts"],
          globalSetup: ["./test/support/postgres-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          exclude,
        },
      },
    ],
  },
})
