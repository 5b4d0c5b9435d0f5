import { useCallback, useState } from "react"

import type { AttachedImage } from "../api/chat-session-types.ts"

/** The input: the text being written and the image attached to it. */
export const useDraft = () => {
  const [draft, setDraft] = useState("")
  const [image, setImage] = useState<AttachedImage | null>(null)

  /** A topic pill or a handed-over message that was not sent goes into the input, so it is not lost. */
  const keepInInput = useCallback((content: string, attached: AttachedImage | null) => {
    setDraft((current) => (current.trim() === "" ? content : current))
    if (attached !== null) setImage((current) => current ?? attached)
  }, [])

  return { draft, setDraft, image, setImage, keepInInput }
}
