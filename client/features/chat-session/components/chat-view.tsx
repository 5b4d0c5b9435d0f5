import { LOCKED_HISTORY_NOTE } from "./message-bubble.tsx"
import { useAtomValue } from "jotai"
import { useCallback, useEffect, useState } from "react"
import { useLocation } from "wouter"

import { paths } from "../../../config/paths.ts"
import type { User } from "../../../lib/auth/user.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { useCrisisCard } from "../../../lib/crisis-card.ts"
import type { ChatDetail, TherapeuticApproach } from "../api/chat-session-types.ts"
import { useConversation } from "../state/use-conversation.ts"
import { useCrisisLevel } from "../state/use-crisis-level.ts"
import { usePreviousCrisis } from "../state/use-previous-crisis.ts"
import { useSessionLifecycle } from "../state/use-session-lifecycle.ts"
import { lastExchange } from "../state/last-exchange.ts"
import { newestReply } from "../state/newest-reply.ts"
import * as styles from "./chat-layout.css.ts"
import * as headerStyles from "./chat-header.css.ts"
import { ChatComposer } from "./chat-composer.tsx"
import { LOCAL_ASSISTANT_NOTE } from "./chat-header.tsx"
import { CareNote } from "./care-note.tsx"
import type { ChatSlots } from "./chat-slots.ts"
import { CheckInNote } from "./check-in-note.tsx"
import { CrisisHelp } from "./crisis-help.tsx"
import { CrisisPauseBanner } from "./crisis-pause.tsx"
import { ExchangeActions } from "./exchange-actions.tsx"
import { MessageList } from "./message-list.tsx"
import { EndedBanner, NoCreditsOffer, NotSentNote } from "./session-banners.tsx"
import { SessionNotes } from "./session-notes.tsx"
import { SessionHeader } from "./session-header.tsx"
import { CRISIS_PAUSE_SPOKEN } from "./session-timer.tsx"
import { VerifyFirstNotice } from "./verify-first-notice.tsx"

/** A loaded chat: header and timer, the conversation, the input, the session's banners and dialogs. */
export const ChatView = ({
  chat,
  user,
  slots,
}: {
  readonly chat: ChatDetail
  readonly user: User
  readonly slots: ChatSlots
}) => {
  const [, navigate] = useLocation()
  const [approach, setApproach] = useState<TherapeuticApproach>(chat.therapeutic_approach)
  const crisis = useCrisisLevel()
  const crisisSeen = crisis.level === "high"
  const [noCredits, setNoCredits] = useState<string | null>(null)
  const [verifyFirst, setVerifyFirst] = useState<string | null>(null)
  // Loaded with the chat, so the crisis panel shows its numbers at once when it is needed.
  const numbers = useCrisisCard().data?.resources
  const keyring = useAtomValue(keyringAtom)
  const checkIn = usePreviousCrisis(chat.id, keyring)
  const session = useSessionLifecycle(chat.id, { crisisActive: crisisSeen })
  const { resumed } = session
  const onAccepted = useCallback(() => {
    setVerifyFirst(null)
    setNoCredits(null)
    // a crisis message reopened the paused session (a session that simply ended takes no message)
    resumed()
  }, [resumed])
  const conversation = useConversation({
    chat: { ...chat, therapeutic_approach: approach },
    user,
    onSessionRefused: session.markRefused,
    onNoCredits: setNoCredits,
    onNotVerified: setVerifyFirst,
    onReplySettled: session.refresh,
    startsNewChat: session.restarted,
    navigateToChat: (id) => navigate(paths.chat.getHref(id)),
    onCrisis: crisis.onCrisis,
    onPossibleRisk: crisis.onPossibleRisk,
    onAccepted,
    memory: slots.memory,
  })

  const ended = session.ended.ended
  // After a hard moment the conversation only pauses: the person may write again here (issue 22).
  const paused = ended && crisisSeen
  const busy = conversation.phase !== "idle"
  // The first message opens the session: its clock is read as soon as the server accepted it, so the
  // countdown shows while the first reply is still arriving.
  const pendingSession = session.status?.session_status === "pending"
  // the care note (issue 27): once the session runs, never beside the crisis panel or the check-in after one
  const careNote =
    user.care_note && !ended && !crisisSeen && !checkIn && session.status !== undefined && !pendingSession
  // before the session's first message: the opening mood check-in is asked (by the check-in after a hard moment)
  const opening =
    !ended &&
    !session.restarted &&
    pendingSession &&
    conversation.phase === "idle" &&
    !conversation.messages.some((message) => message.role === "user")
  const accepted = conversation.phase === "waiting" || conversation.phase === "streaming"
  const { refresh: refreshSession } = session
  useEffect(() => {
    if (accepted && pendingSession) refreshSession()
  }, [accepted, pendingSession, refreshSession])
  const disabledReason = !conversation.canWrite
    ? "Sblocca le conversazioni con la tua password (in alto) per scrivere."
    : ended && !paused
      ? "Sessione terminata"
      : null
  const inputDisabled = (ended && !paused) || !conversation.canWrite

  // messages this browser's key does not open, while it opens the others: an older key, not a missing one
  const lockedWithKey =
    conversation.historyReady &&
    conversation.canWrite &&
    conversation.messages.some((message) => message.text === null && message.ciphertext !== null)
  const { actions } = conversation
  // "Rigenera" / "Modifica" on the last exchange, while the session takes messages.
  const exchange = ended || session.restarted || inputDisabled ? null : lastExchange(conversation.messages)
  const senderLabel =
    chat.assistant_provider === "local"
      ? `${user.ai_name} · assistente AI offline`
      : `${user.ai_name} · assistente AI`

  return (
    <div className={styles.page}>
      <SessionHeader
        chat={chat}
        user={user}
        slots={slots}
        approach={approach}
        onApproachChanged={setApproach}
        session={session}
        crisisSeen={crisisSeen}
      />
      {paused ? <CrisisPauseBanner /> : null}
      {ended && !paused ? (
        <EndedBanner
          detail={session.ended.ended ? session.ended.detail : null}
          completion={session.completion}
          onRestart={session.restart}
        />
      ) : null}
      {/* no price, no upsell while the crisis panel is raised */}
      {noCredits !== null && !ended && !crisisSeen ? (
        <NoCreditsOffer detail={noCredits} onClose={() => setNoCredits(null)} offer={slots.creditsOffer} />
      ) : null}
      <main className={styles.main}>
        <h2 className={styles.srOnly}>Conversazione con {user.ai_name}</h2>
        <MessageList
          messages={conversation.messages}
          historyReady={conversation.historyReady}
          phase={conversation.phase}
          aiName={user.ai_name}
          senderLabel={senderLabel}
          intro={
            <>
              {chat.assistant_provider === "local" ? (
                <p className={`${headerStyles.localNote} ${styles.narrowOnly}`}>{LOCAL_ASSISTANT_NOTE}</p>
              ) : null}
              {lockedWithKey ? (
                <p className={headerStyles.localNote} role="note">
                  {LOCKED_HISTORY_NOTE}
                </p>
              ) : null}
              {checkIn ? (
                <CheckInNote
                  senderLabel={senderLabel}
                  action={slots.safetyPlan}
                  {...(opening && slots.sessionStart !== undefined
                    ? { answer: (answerTo: string) => slots.sessionStart?.({ chatId: chat.id, answerTo }) }
                    : {})}
                />
              ) : null}
            </>
          }
          canSendTopic={!inputDisabled && !busy}
          onTopic={(text) => void conversation.send({ text, image: null, fromDraft: false })}
          onRetry={conversation.retry}
          renderActions={(message) => (
            <ExchangeActions
              message={message}
              exchange={exchange}
              disabled={busy || actions.editing}
              onRegenerate={() => void actions.regenerate()}
              onEdit={actions.startEdit}
            />
          )}
          renderImage={slots.renderImage}
          renderSpeech={
            slots.replySpeech === undefined
              ? undefined
              : (message) =>
                  message.role === "assistant" && message.text !== null && message.state !== "failed"
                    ? slots.replySpeech?.({
                        id: message.id,
                        text: message.text,
                        streaming: message.state === "streaming",
                      })
                    : null
          }
          {...(numbers !== undefined ? { numbers } : {})}
        />
        <div className={styles.srOnly} role="status" aria-live="polite" aria-atomic="true">
          {conversation.announcement}
        </div>
        <div className={styles.footer}>
          <div className={styles.footerInner}>
            <CrisisHelp
              crisis={crisis}
              paused={paused}
              contact={user.emergency_contact}
              action={slots.safetyPlan}
            />
            <CareNote chatId={chat.id} active={careNote} />
            <SessionNotes
              chatId={chat.id}
              conversation={conversation}
              session={session}
              slots={slots}
              crisisSeen={crisisSeen}
              checkIn={checkIn}
              pendingSession={pendingSession}
              busy={busy}
            />
            {noCredits !== null && crisisSeen ? <NotSentNote /> : null}
            {verifyFirst !== null ? <VerifyFirstNotice detail={verifyFirst} email={user.email} /> : null}
            <ChatComposer
              conversation={conversation}
              slots={slots}
              disabled={inputDisabled}
              disabledReason={disabledReason}
              busy={busy}
            />
            {slots.voiceControls?.({
              disabled: inputDisabled,
              busy,
              reply: newestReply(conversation.messages),
              send: (text) => void conversation.send({ text, image: null, fromDraft: false }),
              crisisRaised: crisisSeen ? crisis.raised : 0,
              notice: paused ? { id: "paused", text: CRISIS_PAUSE_SPOKEN } : session.notice,
            })}
          </div>
        </div>
      </main>
      {slots.appointmentDialog?.({
        chatId: chat.id,
        open: session.appointmentOpen,
        onOpenChange: session.setAppointmentOpen,
        onScheduled: session.appointmentCreated,
      })}
    </div>
  )
}
