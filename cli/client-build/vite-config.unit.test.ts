import { describe, expect, it } from "vitest"
import config from "../../vite.config.ts"

describe("the client's build settings", () => {
  it("leave out the bundler's timing notes, which `npm start` would print on every slow build (issue 28)", () => {
    const options = config as { build?: { rolldownOptions?: { checks?: Record<string, unknown> } } }
    expect(options.build?.rolldownOptions?.checks?.["bundlerTimings"]).toBe(false)
  })
})
