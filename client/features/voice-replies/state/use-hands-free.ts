import { useEffect, useState, useSyncExternalStore } from "react"

import { useCurrentUser } from "../../../lib/auth/use-auth.ts"
import { useCrisisCard } from "../../../lib/crisis-card.ts"
import { notify } from "../../../lib/notify.ts"
import { speechErrorMessage } from "../../../lib/speech/recognition.ts"
import { crisisSpeech, FALLBACK_CARD } from "./hands-free.ts"
import { createHandsFree, type HandsFreeInputs } from "./hands-free-controller.ts"

/** What the chat screen tells the voice conversation (plugged in by app/ through the chat's voice slot). */
export type VoiceConversationProps = Omit<HandsFreeInputs, "crisisWords" | "onListenError">

const GENERIC_ERROR =
  "Qualcosa non ha funzionato con la conversazione a voce. Riprova tra poco, oppure scrivi."

/**
 * The hands-free conversation for this chat screen (state/hands-free-controller.ts): its state for React, the
 * screen's news passed on at every render, Escape to stop the reading, and an end when the chat is left.
 */
export const useHandsFree = (props: VoiceConversationProps) => {
  const [controller] = useState(createHandsFree)
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot)
  const card = useCrisisCard().data
  const contact = useCurrentUser()?.emergency_contact ?? null

  useEffect(() => {
    controller.update({
      ...props,
      crisisWords: (full) => crisisSpeech(card ?? FALLBACK_CARD, contact, full),
      onListenError: (error) => {
        const message = speechErrorMessage(error, GENERIC_ERROR)
        if (message !== null) notify.error(message)
      },
    })
  })

  // Escape stops the reading (before the input's own Escape, which would stop the reply arriving).
  const speaking = snapshot.stage === "speaking"
  useEffect(() => {
    if (!speaking) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.isComposing) return
      if (document.querySelector('[role="dialog"], [role="alertdialog"]') !== null) return
      event.preventDefault()
      controller.interrupt()
    }
    document.addEventListener("keydown", onKeyDown, true)
    return () => document.removeEventListener("keydown", onKeyDown, true)
  }, [controller, speaking])

  // Leaving the chat ends everything.
  useEffect(() => () => controller.stop(), [controller])

  return { ...snapshot, start: controller.start, stop: controller.stop, interrupt: controller.interrupt }
}
