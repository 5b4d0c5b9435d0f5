import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useRef, useState } from "react"

import { errorMessage } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { notify } from "../../../lib/notify.ts"
import { seenOnce } from "../../../lib/seen-once.ts"
import {
  STATUS_POLL_MS,
  completeSession,
  extendSession,
  scheduleNext,
  sessionStatusQueryOptions,
} from "../api/chat-session-api.ts"
import type { SessionCompletion, SessionStatus } from "../api/chat-session-types.ts"
import { ENDING_SOON_TOAST, HALFWAY_TOAST, initialLifecycle, lifecycleStep } from "./session-lifecycle.ts"
import { chatsQueryKey, sessionInfoQueryKey } from "../../../lib/shared-endpoints.ts"

export type Ended =
  | { readonly ended: false }
  /** `detail` is what the server said when it refused a message (time over, or no credits left). */
  | { readonly ended: true; readonly detail: string | null }

const COMPLETE_ERROR = "Errore nel completamento della sessione"
const EXTEND_ERROR = "Errore nell'estensione della sessione"
const SCHEDULE_ERROR = "Errore nella programmazione della prossima sessione"

/** SPEC §4 chat session status: polling, the once-only toasts, completion, extension and scheduling. */
export const useSessionLifecycle = (chatId: string, options: { readonly crisisActive: boolean }) => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  // The toasts already shown for this chat (in this browser) are not shown again after a reload.
  const memory = useRef({
    ...initialLifecycle,
    halfwayNotified: seenOnce.has("halfway", chatId),
    endingSoonNotified: seenOnce.has("ending-soon", chatId),
  })
  const crisisRef = useRef(options.crisisActive)
  useEffect(() => {
    crisisRef.current = options.crisisActive
  }, [options.crisisActive])

  const [ended, setEnded] = useState<Ended>({ ended: false })
  const endedRef = useRef(false)
  useEffect(() => {
    endedRef.current = ended.ended
  }, [ended])
  // Polled every 30 s while the session can still change; an ended one is read again only on demand.
  const statusQuery = useQuery({
    ...sessionStatusQueryOptions(api, chatId),
    refetchInterval: ended.ended ? false : STATUS_POLL_MS,
  })
  const [completion, setCompletion] = useState<SessionCompletion | null>(null)
  const [schedulePromptOpen, setSchedulePromptOpen] = useState(false)
  // "Non ora", or the appointment is made: the ending panel stops offering to organise the next session
  const [scheduleDismissed, setScheduleDismissed] = useState(false)
  const [appointmentOpen, setAppointmentOpen] = useState(false)
  /** "Nuova Sessione" was pressed: input is enabled again, and the next message starts a new chat. */
  const [restarted, setRestarted] = useState(false)
  const [busy, setBusy] = useState<"extend" | "schedule" | null>(null)
  /** The clock's latest notice, for the voice conversation to say (the toast shows it on screen). */
  const [notice, setNotice] = useState<{ readonly id: string; readonly text: string } | null>(null)

  const status = statusQuery.data
  const receivedAt = statusQuery.dataUpdatedAt
  // Offered for as long as the session is near its end, also after a reload (the prompt itself opens once)
  const nearEnd = status?.session_status === "ending_soon" || status?.session_status === "extended"
  const scheduleOffered = !ended.ended && (schedulePromptOpen || (nearEnd && !scheduleDismissed))

  const complete = useCallback(async () => {
    try {
      // what is left is told by the screen (use-completion-toast.ts), once it knows whether a crisis was raised
      setCompletion(await completeSession(api, chatId))
    } catch (error) {
      notify.error(errorMessage(error, COMPLETE_ERROR))
    } finally {
      setEnded((current) => (current.ended ? current : { ended: true, detail: null }))
      setSchedulePromptOpen(false)
      void queryClient.invalidateQueries({ queryKey: sessionInfoQueryKey })
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey })
    }
  }, [api, chatId, queryClient])

  useEffect(() => {
    if (status === undefined) return
    const step = lifecycleStep(memory.current, status, { crisisActive: crisisRef.current })
    memory.current = step.memory
    if (step.memory.halfwayNotified) seenOnce.mark("halfway", chatId)
    if (step.memory.endingSoonNotified) seenOnce.mark("ending-soon", chatId)
    for (const effect of step.effects) {
      switch (effect.type) {
        case "toast-halfway":
          notify.info(HALFWAY_TOAST)
          setNotice({ id: "halfway", text: HALFWAY_TOAST })
          break
        case "toast-ending-soon":
          notify.warning(ENDING_SOON_TOAST, { long: true })
          setNotice({ id: "ending-soon", text: ENDING_SOON_TOAST })
          break
        case "open-schedule-prompt":
          setSchedulePromptOpen(true)
          break
        case "complete-session":
          void complete()
          break
      }
    }
  }, [status, complete, chatId])

  const applyStatus = useCallback(
    (next: SessionStatus) => queryClient.setQueryData(sessionStatusQueryOptions(api, chatId).queryKey, next),
    [api, chatId, queryClient],
  )

  const refresh = useCallback(() => {
    void queryClient.refetchQueries({ queryKey: sessionStatusQueryOptions(api, chatId).queryKey })
  }, [api, chatId, queryClient])

  const extend = useCallback(async () => {
    setBusy("extend")
    try {
      const result = await extendSession(api, chatId, false)
      applyStatus(result.status)
      notify.success(result.message)
      setSchedulePromptOpen(false)
    } catch (error) {
      notify.error(errorMessage(error, EXTEND_ERROR))
    } finally {
      setBusy(null)
    }
  }, [api, applyStatus, chatId])

  /** SPEC §4: scheduling extends the session by 2 minutes and opens the appointment dialog. */
  const scheduleNextSession = useCallback(async () => {
    setBusy("schedule")
    try {
      const result = await scheduleNext(api, chatId, "")
      applyStatus(result.status)
      setSchedulePromptOpen(false)
      setAppointmentOpen(true)
    } catch (error) {
      notify.error(errorMessage(error, SCHEDULE_ERROR))
    } finally {
      setBusy(null)
    }
  }, [api, applyStatus, chatId])

  const markRefused = useCallback((detail: string) => {
    setEnded({ ended: true, detail })
    setRestarted(false)
    setSchedulePromptOpen(false)
  }, [])

  /**
   * A crisis message reopened a session that had paused (issue 22): it takes messages again, and when it goes
   * quiet once more it is completed again.
   */
  const resumed = useCallback(() => {
    if (!endedRef.current) return
    memory.current = { ...memory.current, completionRequested: false }
    setEnded({ ended: false })
    setCompletion(null)
    void queryClient.refetchQueries({ queryKey: sessionStatusQueryOptions(api, chatId).queryKey })
  }, [api, chatId, queryClient])

  /** SPEC §4: "Nuova Sessione" re-enables input locally. */
  const restart = useCallback(() => {
    setEnded({ ended: false })
    setRestarted(true)
  }, [])

  /** After an appointment is made, input is enabled again. */
  const appointmentCreated = useCallback(() => {
    setAppointmentOpen(false)
    setSchedulePromptOpen(false)
    setScheduleDismissed(true)
    if (ended.ended) restart()
  }, [ended.ended, restart])

  return {
    status,
    receivedAt,
    statusError: statusQuery.isError,
    ended,
    completion,
    notice,
    restarted,
    schedulePromptOpen: scheduleOffered,
    closeSchedulePrompt: () => {
      setSchedulePromptOpen(false)
      setScheduleDismissed(true)
    },
    appointmentOpen,
    setAppointmentOpen,
    appointmentCreated,
    busy,
    refresh,
    extend,
    scheduleNextSession,
    markRefused,
    restart,
    resumed,
  }
}

export type SessionLifecycle = ReturnType<typeof useSessionLifecycle>
