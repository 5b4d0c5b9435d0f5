import { encryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { uploadEncryptedImage } from "../../../lib/images-api.ts"
import { encryptBytes } from "../../../lib/crypto/image-crypto.ts"
import { modelCopyOf } from "./model-copy.ts"

/** SPEC §5: the text the chat screen prefills when an image is attached to an empty message. */
export const DEFAULT_IMAGE_MESSAGE = "Ecco un'immagine che vorrei condividere con te."

/** SPEC §9: 10 MB; jpeg, jpg, png, gif, webp. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024
export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/jpg",
  "image/png",
  "image/gif",
  "image/webp",
] as const
const ACCEPTED_EXTENSIONS = ["jpeg", "jpg", "png", "gif", "webp"] as const
/** For `<input accept>`: types and extensions, so pickers that ignore one still filter. */
export const IMAGE_ACCEPT = [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`)].join(
  ",",
)

export const UNSUPPORTED_FORMAT = "Formato non supportato. Usa JPG, PNG, GIF o WebP."
export const IMAGE_TOO_LARGE = "Immagine troppo grande. Massimo 10MB."
export const IMAGE_READ_FAILED = "Impossibile leggere il file immagine"
export const IMAGE_ENCRYPT_FAILED = "Errore nella crittografia del messaggio"
export const IMAGE_LOCKED =
  "Per allegare un'immagine in modo protetto serve la tua password: esci e accedi di nuovo, poi riprova."
/** Stored next to the ciphertext in clear, so it says nothing about the picture or its file name. */
export const IMAGE_ALT = "Immagine condivisa nella conversazione"

/** What the chat screen sends with a message (`url`, `width`, `height`, `alt`) and shows in the preview. */
export type PreparedImage = {
  /** What is stored: `/api/images/{id}` (encrypted bytes on the server) or `enc:<encrypted data URL>`. */
  readonly url: string
  /** The plaintext data URL: for the preview only; keep it in memory, never store it. */
  readonly dataUrl: string
  /** A downscaled plaintext copy for the assistant (sent as `image_data`, never stored); null if none fits. */
  readonly modelDataUrl: string | null
  readonly width: number
  readonly height: number
  readonly alt: string
  /** The MIME type, e.g. image/png. */
  readonly type: string
  /** Size of the original file in bytes. */
  readonly bytes: number
}

/** A failure whose message is the Italian text to show. */
export class ImagePrepareError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "ImagePrepareError"
  }
}

const extensionOf = (name: string) => name.split(".").pop()?.toLowerCase() ?? ""

/** SPEC §5 checks; null when the file may be attached. */
export const validateImageFile = (file: Pick<File, "name" | "type" | "size">): string | null => {
  const type = file.type.toLowerCase()
  const typeOk =
    type === ""
      ? (ACCEPTED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))
      : (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type)
  if (!typeOk) return UNSUPPORTED_FORMAT
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE
  return null
}

/** The MIME type to record: the browser's, or one from the extension when the browser gave none. */
export const imageTypeOf = (file: Pick<File, "name" | "type">): string => {
  const type = file.type.toLowerCase()
  if (type === "image/jpg") return "image/jpeg"
  if (type !== "") return type
  const ext = extensionOf(file.name)
  return ext === "jpg" ? "image/jpeg" : `image/${ext}`
}

export const readAsDataUrl = (file: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      typeof reader.result === "string" ? resolve(reader.result) : reject(new Error("no data url"))
    reader.onerror = () => reject(reader.error ?? new Error("read failed"))
    reader.readAsDataURL(file)
  })

/** Decodes the image to learn its size; a file the browser cannot decode (or takes 15 s on) fails. */
export const measureImage = (src: string): Promise<{ width: number; height: number }> =>
  new Promise((resolve, reject) => {
    const image = new Image()
    const timer = setTimeout(() => reject(new Error("decoding took too long")), 15_000)
    image.onload = () => {
      clearTimeout(timer)
      resolve({ width: image.naturalWidth, height: image.naturalHeight })
    }
    image.onerror = () => {
      clearTimeout(timer)
      reject(new Error("not an image"))
    }
    image.src = src
  })

export type PrepareImageDeps = {
  /** The signed-in user's keyring; null when this tab has no password (then nothing is uploaded). */
  readonly keyring: Keyring | null
  /** The user's `encryption_salt` (base64, 16 bytes). */
  readonly salt: string | null
  /** The bearer token for POST /api/images. */
  readonly token: string | null
  /** Injected in tests (jsdom does not decode images). */
  readonly measure?: (src: string) => Promise<{ width: number; height: number }>
  readonly upload?: typeof uploadEncryptedImage
}

/**
 * Checks, reads and measures the file, encrypts its bytes in the browser and uploads the ciphertext.
 * If the upload fails the stored url becomes `enc:` + the encrypted data URL (SPEC §7's base64 fallback,
 * kept private). Throws `ImagePrepareError` with the text to show.
 */
export const prepareImage = async (file: File, deps: PrepareImageDeps): Promise<PreparedImage> => {
  const invalid = validateImageFile(file)
  if (invalid !== null) throw new ImagePrepareError(invalid)
  if (deps.keyring === null || deps.salt === null) throw new ImagePrepareError(IMAGE_LOCKED)
  const type = imageTypeOf(file)

  let dataUrl: string
  let plain: Uint8Array<ArrayBuffer>
  let size: { width: number; height: number }
  try {
    dataUrl = await readAsDataUrl(file)
    plain = new Uint8Array(await file.arrayBuffer())
    size = await (deps.measure ?? measureImage)(dataUrl)
  } catch {
    throw new ImagePrepareError(IMAGE_READ_FAILED)
  }

  let encrypted: Uint8Array<ArrayBuffer>
  try {
    encrypted = await encryptBytes(deps.keyring, deps.salt, plain)
  } catch {
    throw new ImagePrepareError(IMAGE_ENCRYPT_FAILED)
  }

  let url: string
  try {
    url = (await (deps.upload ?? uploadEncryptedImage)(deps.token, encrypted, type)).url
  } catch {
    try {
      url = `enc:${await encryptText(deps.keyring, deps.salt, dataUrl)}`
    } catch {
      throw new ImagePrepareError(IMAGE_ENCRYPT_FAILED)
    }
  }

  const modelDataUrl = await modelCopyOf(dataUrl, size.width, size.height)
  return {
    url,
    dataUrl,
    modelDataUrl,
    width: size.width,
    height: size.height,
    alt: IMAGE_ALT,
    type,
    bytes: file.size,
  }
}
