import { useCallback, useRef, type Dispatch, type MouseEvent, type SetStateAction } from "react"

/**
 * Dictated words join what was already typed, once per dictation: the voice button reports the cumulative
 * text of the current dictation, so the text typed before it started is kept as the base.
 */
export const useDictation = (
  setDraft: Dispatch<SetStateAction<string>>,
  sendText: (text: string) => void,
) => {
  const dictation = useRef<{ base: string; last: string } | null>(null)

  const onTranscript = useCallback(
    (text: string) =>
      setDraft((current) => {
        const base =
          dictation.current !== null && dictation.current.last === current ? dictation.current.base : current
        const next = base.trim() === "" ? text : `${base.trimEnd()} ${text}`
        dictation.current = { base, last: next }
        return next
      }),
    [setDraft],
  )

  const onAutoSend = useCallback(
    (text: string) => {
      const full = dictation.current?.last ?? text
      dictation.current = null
      sendText(full)
    },
    [sendText],
  )

  /** A press that starts a dictation (the button is not pressed yet) starts from the text as it is now. */
  const onClickCapture = useCallback((event: MouseEvent) => {
    const button = (event.target as HTMLElement).closest("button")
    if (button?.getAttribute("aria-pressed") !== "true") dictation.current = null
  }, [])

  return { onTranscript, onAutoSend, onClickCapture }
}
