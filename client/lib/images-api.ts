import type { ImageUploaded } from "../../contract/images.ts"
import { API_BASE_URL, readApiError } from "./api-client.ts"

/*
 * POST /api/images takes the already-encrypted bytes (application/octet-stream, `x-image-type`) and
 * GET /api/images/{id} gives them back. The shared API client speaks JSON only, so these two calls build
 * the request themselves with the same base address and bearer credential. The upload's answer is the contract's
 * `ImageUploaded` (contract/images.ts), checked field by field: the client carries no Schema runtime.
 */
export type UploadedImage = Pick<ImageUploaded, "id" | "url" | "bytes">

const uploadedImageOf = (body: unknown): UploadedImage | null =>
  typeof body === "object" &&
  body !== null &&
  "id" in body &&
  typeof body.id === "string" &&
  "url" in body &&
  typeof body.url === "string" &&
  body.url !== "" &&
  "bytes" in body &&
  typeof body.bytes === "number"
    ? { id: body.id, url: body.url, bytes: body.bytes }
    : null

const fail = async (response: Response): Promise<never> => {
  throw await readApiError(response)
}

const authHeaders = (token: string | null): Record<string, string> =>
  token === null ? {} : { Authorization: `Bearer ${token}` }

export const uploadEncryptedImage = async (
  token: string | null,
  encrypted: Uint8Array<ArrayBuffer>,
  type: string,
): Promise<UploadedImage> => {
  const response = await fetch(`${API_BASE_URL}/images`, {
    method: "POST",
    headers: {
      ...authHeaders(token),
      Accept: "application/json",
      "Content-Type": "application/octet-stream",
      "x-image-type": type,
    },
    body: encrypted,
  })
  if (!response.ok) return fail(response)
  const uploaded = uploadedImageOf(await response.json())
  if (uploaded === null) throw new Error("upload answered without the contract's ImageUploaded")
  return uploaded
}

/** `/api/images/{id}` (or the same path on another API origin) → its id; anything else → null. */
export const storedImageId = (url: string): string | null => {
  const match = /(?:^|\/)api\/images\/([A-Za-z0-9_-]+)$/.exec(url)
  return match?.[1] ?? null
}

export const fetchEncryptedImage = async (
  token: string | null,
  id: string,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string | null }> => {
  const response = await fetch(`${API_BASE_URL}/images/${encodeURIComponent(id)}`, {
    headers: authHeaders(token),
    ...(signal !== undefined ? { signal } : {}),
  })
  if (!response.ok) return fail(response)
  const type = response.headers.get("x-image-type")
  return { bytes: new Uint8Array(await response.arrayBuffer()), type }
}
