import { useEffect, useRef } from "react"

import { notify } from "../../../lib/notify.ts"
import type { SessionCompletion } from "../api/chat-session-types.ts"
import { remainingSessionsText } from "./session-lifecycle.ts"

/**
 * "Sessione conclusa. Ti restano N sessioni", once per completion, and only when the screen knows the
 * conversation (`ready`: the history is open) and no crisis panel was raised in it: a person in crisis is
 * never told about sessions left (issue 22), not even for a moment before the history is read.
 */
export const useCompletionToast = (
  completion: SessionCompletion | null,
  options: { readonly ready: boolean; readonly crisis: boolean },
) => {
  const told = useRef<SessionCompletion | null>(null)
  const { ready, crisis } = options
  useEffect(() => {
    if (completion === null || !ready || told.current === completion) return
    told.current = completion
    if (completion.sessions_decremented && !crisis)
      notify.info(`Sessione conclusa. ${remainingSessionsText(completion)}`, { long: true })
  }, [completion, ready, crisis])
}
