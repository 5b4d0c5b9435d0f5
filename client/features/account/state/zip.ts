/*
 * A ZIP archive of a few files, "stored" (no compression): enough for one download holding the export's JSON,
 * Markdown and pictures, without a library. Layout per PKWARE APPNOTE: local headers + data, central directory,
 * end. Each entry carries its date as MS-DOS date and time, on the Rome wall clock (ZIP has no time zone).
 */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

export const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

const header = (size: number, fill: (view: DataView) => void) => {
  const bytes = new Uint8Array(size)
  fill(new DataView(bytes.buffer))
  return bytes
}

/** A file of the archive: text (stored as UTF-8) or bytes, and the date it carries. */
export type ZipEntry = { readonly name: string; readonly date: Date } & (
  { readonly text: string } | { readonly bytes: Uint8Array }
)

const ROME_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Rome",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
})

/** MS-DOS date and time of an instant on the Rome wall clock (2-second steps; 1980 is the earliest year). */
export const dosDateTime = (date: Date): { readonly date: number; readonly time: number } => {
  const part = (type: string) =>
    Number(ROME_PARTS.formatToParts(date).find((p) => p.type === type)?.value ?? "0")
  const year = Math.max(1980, part("year"))
  return {
    date: ((year - 1980) << 9) | (part("month") << 5) | part("day"),
    time: (part("hour") << 11) | (part("minute") << 5) | Math.floor(part("second") / 2),
  }
}

export const zipFiles = (files: ReadonlyArray<ZipEntry>): Blob => {
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const file of files) {
    const name = encoder.encode(file.name)
    const data = "text" in file ? encoder.encode(file.text) : file.bytes
    const crc = crc32(data)
    const stamp = dosDateTime(file.date)
    // version 2.0, flag bit 11 (UTF-8 names), method 0 (stored), the entry's date
    const local = header(30, (v) => {
      v.setUint32(0, 0x04034b50, true)
      v.setUint16(4, 20, true)
      v.setUint16(6, 0x0800, true)
      v.setUint16(10, stamp.time, true)
      v.setUint16(12, stamp.date, true)
      v.setUint32(14, crc, true)
      v.setUint32(18, data.length, true)
      v.setUint32(22, data.length, true)
      v.setUint16(26, name.length, true)
    })
    central.push(
      header(46, (v) => {
        v.setUint32(0, 0x02014b50, true)
        v.setUint16(4, 20, true)
        v.setUint16(6, 20, true)
        v.setUint16(8, 0x0800, true)
        v.setUint16(12, stamp.time, true)
        v.setUint16(14, stamp.date, true)
        v.setUint32(16, crc, true)
        v.setUint32(20, data.length, true)
        v.setUint32(24, data.length, true)
        v.setUint16(28, name.length, true)
        v.setUint32(42, offset, true)
      }),
      name,
    )
    parts.push(local, name, data)
    offset += local.length + name.length + data.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const end = header(22, (v) => {
    v.setUint32(0, 0x06054b50, true)
    v.setUint16(8, files.length, true)
    v.setUint16(10, files.length, true)
    v.setUint32(12, centralSize, true)
    v.setUint32(16, offset, true)
  })
  return new Blob(
    [...parts, ...central, end].map((part) => part.slice().buffer),
    { type: "application/zip" },
  )
}
