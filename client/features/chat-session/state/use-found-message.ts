import { useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from "react"
import { useSearch } from "wouter"

import type { ViewMessage } from "./conversation.ts"

/** The element id of a message's row, for a search result's link (`?m=`). */
export const messageElementId = (messageId: string) => `messaggio-${messageId}`

type Options = {
  readonly messages: ReadonlyArray<ViewMessage>
  readonly historyReady: boolean
  /** How many earlier messages are not rendered yet (message-list.tsx). */
  readonly hidden: number
  readonly setHidden: Dispatch<SetStateAction<number>>
  /** Whether the list follows new words at the bottom: not once the reader was taken to a found message. */
  readonly stickRef: RefObject<boolean>
}

/**
 * Opened from a search result (`/chat/{id}?m={messageId}`): once the history is decrypted, the found message
 * is rendered (earlier pages too), scrolled to the middle and focused; answers its id to highlight it.
 */
export const useFoundMessage = ({ messages, historyReady, hidden, setHidden, stickRef }: Options) => {
  const target = new URLSearchParams(useSearch()).get("m")
  const reached = useRef<string | null>(null)
  useEffect(() => {
    if (target === null || !historyReady || reached.current === target) return
    const index = messages.findIndex((m) => m.id === target)
    if (index < 0) return
    if (index < hidden) {
      setHidden(index)
      return
    }
    const element = document.getElementById(messageElementId(target))
    if (element === null) return
    reached.current = target
    stickRef.current = false
    element.scrollIntoView?.({ block: "center" })
    element.focus({ preventScroll: true })
  }, [target, historyReady, messages, hidden, setHidden, stickRef])
  return target
}
