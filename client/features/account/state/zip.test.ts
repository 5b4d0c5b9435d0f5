import { describe, expect, it } from "vitest"

import { crc32, dosDateTime, zipFiles } from "./zip.ts"

describe("zip", () => {
  it("computes the standard CRC-32 check value", () => {
    expect(crc32(new TextEncoder().encode("123456789"))).toBe(0xcbf43926)
  })

  it("stores each file with its UTF-8 name and bytes, and ends with a directory naming them all", async () => {
    const bytes = new Uint8Array(
      await zipFiles([
        { name: "i-miei-dati.json", text: '{"a":1}', date: new Date("2026-11-27T09:30:14.000Z") },
        { name: "i-miei-dati.md", text: "Perché è già così ✨", date: new Date("2026-11-27T09:30:14.000Z") },
      ]).arrayBuffer(),
    )
    const view = new DataView(bytes.buffer)
    expect(view.getUint32(0, true)).toBe(0x04034b50)
    const nameLength = view.getUint16(26, true)
    expect(new TextDecoder().decode(bytes.slice(30, 30 + nameLength))).toBe("i-miei-dati.json")
    // the entry's date: 27 November 2026, 10:30:14 in Rome (MS-DOS: 2-second steps)
    expect(view.getUint16(12, true)).toBe(((2026 - 1980) << 9) | (11 << 5) | 27)
    expect(view.getUint16(10, true)).toBe((10 << 11) | (30 << 5) | 7)
    const end = bytes.length - 22
    expect(view.getUint32(end, true)).toBe(0x06054b50)
    expect(view.getUint16(end + 10, true)).toBe(2)
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain("Perché è già così ✨")
  })

  it("dates entries on the Rome wall clock, summer time included, never before 1980", () => {
    expect(dosDateTime(new Date("2026-07-01T22:15:00.000Z"))).toEqual({
      date: ((2026 - 1980) << 9) | (7 << 5) | 2,
      time: (0 << 11) | (15 << 5),
    })
    expect(dosDateTime(new Date("1970-01-01T00:00:00.000Z")).date >> 9).toBe(0)
  })

  it("stores bytes as they are", async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255])
    const bytes = new Uint8Array(
      await zipFiles([{ name: "a.png", bytes: png, date: new Date() }]).arrayBuffer(),
    )
    expect(Array.from(bytes.slice(30 + 5, 30 + 5 + png.length))).toEqual(Array.from(png))
  })
})
