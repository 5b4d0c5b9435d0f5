import { fetchEncryptedImage, storedImageId } from "../images-api.ts"
import { decryptBytes, sniffImageType } from "./image-crypto.ts"
import { decryptText, type Keyring } from "./message-crypto.ts"

/** A message's picture in clear: its bytes and type. */
export type OpenedImage = { readonly bytes: Uint8Array<ArrayBuffer>; readonly type: string }

const fromDataUrl = (dataUrl: string): OpenedImage | null => {
  const match = /^data:(image\/[a-z0-9.+-]+);base64,(.*)$/i.exec(dataUrl)
  if (match === null) return null
  const binary = atob(match[2] ?? "")
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return { bytes, type: match[1] ?? "image/png" }
}

/**
 * A stored message image opened for keeping (the data export): `/api/images/{id}` fetched and decrypted, `enc:…`
 * decrypted, a `data:` URL read; null when it cannot be opened here (another key, gone, or an outside https
 * address, which stays a link).
 */
export const openStoredImage = async (
  url: string,
  keyring: Keyring,
  token: string | null,
): Promise<OpenedImage | null> => {
  try {
    if (url.startsWith("data:")) return fromDataUrl(url)
    if (url.startsWith("enc:")) return fromDataUrl(await decryptText(keyring, url.slice("enc:".length)))
    const id = storedImageId(url)
    if (id === null) return null
    const encrypted = await fetchEncryptedImage(token, id)
    const bytes = await decryptBytes(keyring, encrypted.bytes)
    const type = encrypted.type?.startsWith("image/") === true ? encrypted.type : sniffImageType(bytes)
    return { bytes, type }
  } catch {
    return null
  }
}

/** The file extension of an image type: "image/jpeg" → "jpg". */
export const imageExtension = (type: string): string => {
  const sub = type.split("/")[1] ?? "bin"
  return sub === "jpeg" ? "jpg" : sub.replace(/[^a-z0-9]/g, "") || "bin"
}
