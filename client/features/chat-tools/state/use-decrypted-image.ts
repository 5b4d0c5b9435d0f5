import { useQuery } from "@tanstack/react-query"
import { useAtomValue } from "jotai"
import { useEffect } from "react"

import { bearerTokenAtom } from "../../../lib/auth/auth-store.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { fetchEncryptedImage, storedImageId } from "../../../lib/images-api.ts"
import { decryptBytes, sniffImageType } from "../../../lib/crypto/image-crypto.ts"

export type DecryptedImage =
  | { readonly status: "pending" }
  /** No password in this tab, or a key that no longer fits (password reset): show a locked placeholder. */
  | { readonly status: "locked" }
  /** The image could not be fetched. */
  | { readonly status: "error" }
  | { readonly status: "ready"; readonly src: string }

type Source = { readonly kind: "blob"; readonly blob: Blob } | { readonly kind: "src"; readonly src: string }

type Kind = "stored" | "inline" | "plain" | "unknown"

const kindOf = (url: string): Kind => {
  if (storedImageId(url) !== null) return "stored"
  if (url.startsWith("enc:")) return "inline"
  if (/^(https:|data:image\/|blob:)/i.test(url)) return "plain"
  return "unknown"
}

class LockedImage extends Error {}

const loadImage = async (url: string, keyring: Keyring | null, token: string | null): Promise<Source> => {
  const kind = kindOf(url)
  if (kind === "plain") return { kind: "src", src: url }
  if (keyring === null) throw new LockedImage("locked")
  if (kind === "inline") {
    const dataUrl = await decryptText(keyring, url.slice("enc:".length)).catch(() => {
      throw new LockedImage("locked")
    })
    if (!dataUrl.startsWith("data:image/")) throw new LockedImage("locked")
    return { kind: "src", src: dataUrl }
  }
  const id = storedImageId(url)
  if (id === null) throw new Error("unknown image address")
  const encrypted = await fetchEncryptedImage(token, id)
  const plain = await decryptBytes(keyring, encrypted.bytes).catch(() => {
    throw new LockedImage("locked")
  })
  const type = encrypted.type?.startsWith("image/") === true ? encrypted.type : sniffImageType(plain)
  return { kind: "blob", blob: new Blob([plain], { type }) }
}

/*
 * One object URL per decrypted blob, shared by every mounted image that shows it and revoked when the last
 * one unmounts (checked a tick later, so StrictMode's unmount-and-mount keeps it).
 */
const objectUrls = new Map<Blob, { url: string; users: number }>()

const revokeIfUnused = (blob: Blob) => {
  const entry = objectUrls.get(blob)
  if (entry !== undefined && entry.users <= 0) {
    URL.revokeObjectURL(entry.url)
    objectUrls.delete(blob)
  }
}

const objectUrlFor = (blob: Blob): string => {
  const known = objectUrls.get(blob)
  if (known !== undefined) return known.url
  const entry = { url: URL.createObjectURL(blob), users: 0 }
  objectUrls.set(blob, entry)
  // A render that never mounts must not keep the URL alive.
  setTimeout(() => revokeIfUnused(blob), 10_000)
  return entry.url
}

const acquireObjectUrl = (blob: Blob) => {
  objectUrlFor(blob)
  const entry = objectUrls.get(blob)
  if (entry !== undefined) entry.users += 1
}

const releaseObjectUrl = (blob: Blob) => {
  const entry = objectUrls.get(blob)
  if (entry === undefined) return
  entry.users -= 1
  if (entry.users <= 0) setTimeout(() => revokeIfUnused(blob), 0)
}

/**
 * The displayable source of a stored message image: `/api/images/{id}` is fetched with the bearer token and
 * decrypted into an object URL (revoked on unmount), `enc:…` is decrypted to its data URL, and https/data
 * URLs pass through. Decrypted blobs are cached per url for the tab's lifetime.
 */
export const useDecryptedImage = (url: string | null): DecryptedImage => {
  const keyring = useAtomValue(keyringAtom)
  const token = useAtomValue(bearerTokenAtom)
  const kind = url === null ? "unknown" : kindOf(url)
  const query = useQuery({
    queryKey: ["decrypted-image", url],
    queryFn: () => loadImage(url ?? "", keyring, token),
    enabled: url !== null && kind !== "unknown" && (kind === "plain" || keyring !== null),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  })
  const source = query.data
  const blob = source?.kind === "blob" ? source.blob : null

  useEffect(() => {
    if (blob === null) return undefined
    acquireObjectUrl(blob)
    return () => releaseObjectUrl(blob)
  }, [blob])

  if (url === null || kind === "unknown") return { status: "error" }
  if (kind !== "plain" && keyring === null) return { status: "locked" }
  if (query.isError) return query.error instanceof LockedImage ? { status: "locked" } : { status: "error" }
  if (source === undefined) return { status: "pending" }
  return source.kind === "src"
    ? { status: "ready", src: source.src }
    : { status: "ready", src: objectUrlFor(source.blob) }
}
