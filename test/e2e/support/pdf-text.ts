import { inflateSync } from "node:zlib"

/*
 * The text of a PDF that Chromium printed (page.pdf()), read the way a PDF viewer reads it: each page's content
 * stream, its hex glyph strings mapped to Unicode through the ToUnicode map of the font in use. Only what
 * Chromium's PDF writer (Skia) produces: plain objects, Flate streams, Type0 fonts with Identity-H. One line per
 * text block (BT … ET); the pages in order, separated by a form feed.
 */

type PdfObject = { readonly dict: string; readonly stream: Buffer | null }

const objectsOf = (pdf: Buffer): ReadonlyMap<number, PdfObject> => {
  const text = pdf.toString("latin1")
  const objects = new Map<number, PdfObject>()
  for (const match of text.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? ""
    const streamAt = body.search(/stream\r?\n/)
    if (streamAt === -1) {
      objects.set(Number(match[1]), { dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, streamAt)
    const start = streamAt + (body.slice(streamAt).match(/^stream\r?\n/)?.[0].length ?? 7)
    const raw = Buffer.from(body.slice(start, body.lastIndexOf("endstream")), "latin1")
    objects.set(Number(match[1]), {
      dict,
      stream: /\/FlateDecode/.test(dict) ? inflateSync(raw) : raw,
    })
  }
  return objects
}

const ref = (dict: string, key: string) => {
  const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)
  return found === null ? undefined : Number(found[1])
}

const utf16 = (hex: string) =>
  String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)))

/** A font's ToUnicode map: glyph id (4 hex digits) → text. */
const unicodeMap = (cmap: string): ReadonlyMap<string, string> => {
  const map = new Map<string, string>()
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, src = "", dst = ""] of (block[1] ?? "").matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g))
      map.set(src.toUpperCase().padStart(4, "0"), utf16(dst))
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo = "", hi = "", dst = ""] of (block[1] ?? "").matchAll(
      /<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g,
    )) {
      const from = Number.parseInt(lo, 16)
      const first = Number.parseInt(dst, 16)
      for (let code = from; code <= Number.parseInt(hi, 16); code++)
        map.set(code.toString(16).toUpperCase().padStart(4, "0"), String.fromCharCode(first + code - from))
    }
  return map
}

const fontsOf = (objects: ReadonlyMap<number, PdfObject>, page: PdfObject) => {
  const resources = ref(page.dict, "Resources")
  const holder = resources === undefined ? page.dict : (objects.get(resources)?.dict ?? "")
  const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(holder)?.[1] ?? ""
  const fonts = new Map<string, ReadonlyMap<string, string>>()
  for (const [, name = "", id = ""] of fontDict.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
    const toUnicode = ref(objects.get(Number(id))?.dict ?? "", "ToUnicode")
    const cmap = toUnicode === undefined ? undefined : objects.get(toUnicode)?.stream?.toString("latin1")
    fonts.set(name, cmap === undefined ? new Map() : unicodeMap(cmap))
  }
  return fonts
}

const pageText = (content: string, fonts: ReadonlyMap<string, ReadonlyMap<string, string>>) => {
  const lines: string[] = []
  for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
    let font: ReadonlyMap<string, string> = new Map()
    let line = ""
    for (const token of (block[1] ?? "").matchAll(/\/(\w+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>/g)) {
      if (token[1] !== undefined) font = fonts.get(token[1]) ?? new Map()
      else
        for (const glyph of (token[2] ?? "").match(/.{4}/g) ?? [])
          line += font.get(glyph.toUpperCase()) ?? "\uFFFD"
    }
    lines.push(line)
  }
  return lines.join("\n")
}

/** The PDF's text, page by page, and how many pages it has. */
export const pdfText = (pdf: Buffer): { readonly pages: number; readonly text: string } => {
  const objects = objectsOf(pdf)
  const pages = [...objects.values()].filter((o) => /\/Type\s*\/Page\b/.test(o.dict))
  const texts = pages.map((page) => {
    const contents = ref(page.dict, "Contents")
    const stream = contents === undefined ? undefined : objects.get(contents)?.stream
    return stream === undefined || stream === null
      ? ""
      : pageText(stream.toString("latin1"), fontsOf(objects, page))
  })
  return { pages: pages.length, text: texts.join("\f") }
}
