import { describe, expect, it } from "vitest"

import { crc32, zipFiles } from "./zip.ts"

describe("zip", () => {
  it("computes the standard CRC-32 check value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926)
  })

  it("stores each file with its UTF-8 name and bytes, and ends with a directory naming them all", async () => {
    const bytes = new Uint8Array(
      await zipFiles([
        { name: "i-miei-dati.json", text: '{"a":1}' },
        { name: "i-miei-dati.md", text: "Perché è già così ✨" },
      ]).arrayBuffer(),
    )
    const view = new DataView(bytes.buffer)
    expect(view.getUint32(0, true)).toBe(0x04034b50)
    const nameLength = view.getUint16(26, true)
    expect(new TextDecoder().decode(bytes.slice(30, 30 + nameLength))).toBe("i-miei-dati.json")
    const end = bytes.length - 22
    expect(view.getUint32(end, true)).toBe(0x06054b50)
    expect(view.getUint16(end + 10, true)).toBe(2)
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain("Perché è già così ✨")
  })
})
