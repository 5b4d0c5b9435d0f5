import type { ImageInput } from "./ai-request.ts"

export type ImageMime = "image/jpeg" | "image/png" | "image/gif" | "image/webp"

/** An attached image in the two shapes providers take: inline bytes (from a data: URL) or a public https URL. */
export type ParsedImage =
  | { readonly kind: "inline"; readonly mimeType: ImageMime; readonly base64: string; readonly alt?: string }
  | { readonly kind: "url"; readonly mimeType: ImageMime; readonly url: string; readonly alt?: string }

const MIME: Record<string, ImageMime> = {
  jpeg: "image/jpeg",
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
}

const DATA_URL = /^data:image\/(jpeg|jpg|png|gif|webp);base64,([A-Za-z0-9+/=\s]+)$/i

/** Only what the app accepts (SPEC §5: jpeg, png, gif, webp); anything else is dropped, never forwarded. */
export const parseImage = (image: ImageInput): ParsedImage | undefined => {
  const alt = image.alt?.trim() ? { alt: image.alt.trim() } : {}
  const data = DATA_URL.exec(image.url)
  if (data) {
    const mimeType = MIME[(data[1] ?? "").toLowerCase()]
    const base64 = (data[2] ?? "").replace(/\s+/g, "")
    return mimeType && base64 ? { kind: "inline", mimeType, base64, ...alt } : undefined
  }
  let url: URL
  try {
    url = new URL(image.url)
  } catch {
    return undefined
  }
  if (url.protocol !== "https:") return undefined
  const extension = /\.([a-z]+)$/i.exec(url.pathname)?.[1]?.toLowerCase() ?? "jpeg"
  return { kind: "url", mimeType: MIME[extension] ?? "image/jpeg", url: url.toString(), ...alt }
}

/** Told to the model beside the image, so the user's own description is not lost. */
export const imageNote = (image: ParsedImage | undefined, attached: boolean): string | undefined => {
  if (image?.alt) return `(Immagine allegata dall'utente. Descrizione: ${image.alt})`
  if (image) return "(Immagine allegata dall'utente.)"
  if (attached) return "(L'utente ha allegato un'immagine che non è stato possibile mostrarti.)"
  return undefined
}
