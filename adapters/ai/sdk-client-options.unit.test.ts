import { describe, expect, it } from "vitest"
import { sdkClientOptions } from "./sdk-client-options.ts"

describe("sdkClientOptions", () => {
  it("passes the key and turns the SDK's own retries off", () => {
    expect(sdkClientOptions({ apiKey: "sk-test" })).toEqual({ apiKey: "sk-test", maxRetries: 0 })
  })

  it("names the base URL the way both SDKs spell it", () => {
    expect(sdkClientOptions({ apiKey: "k", baseUrl: "http://localhost:8080/v1" })).toEqual({
      apiKey: "k",
      baseURL: "http://localhost:8080/v1",
      maxRetries: 0,
    })
  })

  it("leaves an empty base URL out, so the SDK keeps its default", () => {
    expect(sdkClientOptions({ apiKey: "k", baseUrl: "" })).not.toHaveProperty("baseURL")
  })
})
