import { describe, expect, it } from "vitest"
import { preferredEncoding } from "./content-encoding.ts"

const pick = (header: string | undefined) => preferredEncoding(header)?.encoding

describe("preferredEncoding", () => {
  it("prefers brotli when a browser accepts both", () => {
    expect(pick("gzip, deflate, br, zstd")).toBe("br")
  })

  it("takes gzip when brotli is not offered or refused", () => {
    expect(pick("gzip, deflate")).toBe("gzip")
    expect(pick("br;q=0, gzip")).toBe("gzip")
  })

  it("follows the weights", () => {
    expect(pick("br;q=0.5, gzip;q=0.9")).toBe("gzip")
    expect(pick("BR;Q=1, GZIP;q=0.1")).toBe("br")
  })

  it("sends the identity when nothing usable is accepted", () => {
    expect(pick(undefined)).toBeUndefined()
    expect(pick("")).toBeUndefined()
    expect(pick("identity")).toBeUndefined()
    expect(pick("deflate")).toBeUndefined()
    expect(pick("gzip;q=0, br;q=0")).toBeUndefined()
    expect(pick("br;q=nonsense")).toBeUndefined()
  })

  it("reads a wildcard as every coding not named", () => {
    expect(pick("*")).toBe("br")
    expect(pick("br;q=0, *")).toBe("gzip")
    expect(pick("*;q=0")).toBeUndefined()
  })
})
