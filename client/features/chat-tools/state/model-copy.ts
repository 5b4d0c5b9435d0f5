/** The longest side of the copy the assistant looks at; providers downscale larger pictures anyway. */
const MODEL_MAX_SIDE = 1024
/** Base64 characters the server accepts for the model's copy (its request body limit is 1 MiB). */
export const MODEL_MAX_DATA_CHARS = 700_000

export type Downscale = (src: string, width: number, height: number) => Promise<string | null>

const jpegCopy: Downscale = (src, width, height) =>
  new Promise((resolve) => {
    const image = new Image()
    const timer = setTimeout(() => resolve(null), 10_000)
    image.onload = () => {
      clearTimeout(timer)
      const scale = Math.min(1, MODEL_MAX_SIDE / Math.max(width, height, 1))
      const canvas = document.createElement("canvas")
      canvas.width = Math.max(1, Math.round(width * scale))
      canvas.height = Math.max(1, Math.round(height * scale))
      const context = canvas.getContext("2d")
      if (context === null) return resolve(null)
      context.drawImage(image, 0, 0, canvas.width, canvas.height)
      resolve(canvas.toDataURL("image/jpeg", 0.85))
    }
    image.onerror = () => {
      clearTimeout(timer)
      resolve(null)
    }
    image.src = src
  })

/**
 * A copy of the picture for the assistant to see: downscaled to at most 1024 px as JPEG, held in memory and
 * sent as `image_data` with the message, never stored. A small original is sent as it is; null when neither
 * fits (the message then goes without it and the assistant answers the text).
 */
export const modelCopyOf = async (
  dataUrl: string,
  width: number,
  height: number,
  downscale: Downscale = jpegCopy,
): Promise<string | null> => {
  const small = Math.max(width, height) <= MODEL_MAX_SIDE && dataUrl.length <= MODEL_MAX_DATA_CHARS
  if (small && !dataUrl.startsWith("data:image/gif")) return dataUrl
  const copy = await downscale(dataUrl, width, height).catch(() => null)
  return copy !== null && copy.length <= MODEL_MAX_DATA_CHARS ? copy : small ? dataUrl : null
}
