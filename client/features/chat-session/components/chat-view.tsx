import { useCallback, useEffect, useState } from "react"
import { useLocation } from "wouter"

import { paths } from "../../../config/paths.ts"
import type { User } from "../../../lib/auth/user.ts"
import { useCrisisCard } from "../../../lib/crisis-card.ts"
import { APPROACH_LABELS, type ChatDetail, type TherapeuticApproach } from "../api/chat-session-types.ts"
import { useConversation } from "../state/use-conversation.ts"
import { useSessionLifecycle } from "../state/use-session-lifecycle.ts"
import { lastExchange } from "../state/last-exchange.ts"
import * as styles from "./chat-layout.css.ts"
import * as headerStyles from "./chat-header.css.ts"
import { ChatComposer } from "./chat-composer.tsx"
import { ChatHeader, LOCAL_ASSISTANT_NOTE } from "./chat-header.tsx"
import type { ChatSlots } from "./chat-slots.ts"
import { ExchangeActions } from "./exchange-actions.tsx"
import { MessageList } from "./message-list.tsx"
import { EndedBanner, NoCreditsOffer } from "./session-banners.tsx"
import { SessionNotes } from "./session-notes.tsx"
import { SessionTimer } from "./session-timer.tsx"

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
  const [crisisSeen, setCrisisSeen] = useState(false)
  const [noCredits, setNoCredits] = useState<string | null>(null)
  // Loaded with the chat, so the crisis card shows its numbers at once when it is needed.
  useCrisisCard()
  const onCrisis = useCallback(() => setCrisisSeen(true), [])
  const session = useSessionLifecycle(chat.id, { crisisActive: crisisSeen })
  const conversation = useConversation({
    chat: { ...chat, therapeutic_approach: approach },
    user,
    onSessionRefused: session.markRefused,
    onNoCredits: setNoCredits,
    onReplySettled: session.refresh,
    startsNewChat: session.restarted,
    navigateToChat: (id) => navigate(paths.chat.getHref(id)),
    onCrisis,
    memory: slots.memory,
  })

  const ended = session.ended.ended
  const busy = conversation.phase !== "idle"
  // The first message opens the session: its clock is read as soon as the server accepted it, so the
  // countdown shows while the first reply is still arriving.
  const pendingSession = session.status?.session_status === "pending"
  const accepted = conversation.phase === "waiting" || conversation.phase === "streaming"
  const refreshSession = session.refresh
  useEffect(() => {
    if (accepted && pendingSession) refreshSession()
  }, [accepted, pendingSession, refreshSession])
  const disabledReason = !conversation.canWrite
    ? "Sblocca le conversazioni con la tua password (in alto) per scrivere."
    : ended
      ? "Sessione terminata"
      : null
  const inputDisabled = ended || !conversation.canWrite

  const { actions } = conversation
  // "Rigenera" / "Modifica" on the last exchange, while the session takes messages.
  const exchange = ended || session.restarted || inputDisabled ? null : lastExchange(conversation.messages)

  return (
    <div className={styles.page}>
      <ChatHeader
        aiName={user.ai_name}
        provider={chat.assistant_provider}
        renameSlot={slots.renameAssistant}
        encryptionSlot={slots.encryptionBadge}
        approachSlot={
          slots.approachPicker !== undefined ? (
            slots.approachPicker({ chatId: chat.id, approach, onChanged: setApproach })
          ) : (
            <span className={headerStyles.badge}>Approccio: {APPROACH_LABELS[approach]}</span>
          )
        }
        timer={
          <SessionTimer
            status={session.status}
            receivedAt={session.receivedAt}
            ended={ended || session.restarted}
            onElapsed={session.refresh}
            keptOpen={crisisSeen}
          />
        }
      />
      {ended ? (
        <EndedBanner
          detail={session.ended.ended ? session.ended.detail : null}
          completion={session.completion}
          crisisActive={crisisSeen}
          onRestart={session.restart}
        />
      ) : null}
      {noCredits !== null && !ended ? (
        <NoCreditsOffer detail={noCredits} onClose={() => setNoCredits(null)} offer={slots.creditsOffer} />
      ) : null}
      <main className={styles.main}>
        <h2 className={styles.srOnly}>Conversazione con {user.ai_name}</h2>
        <MessageList
          messages={conversation.messages}
          historyReady={conversation.historyReady}
          phase={conversation.phase}
          aiName={user.ai_name}
          senderLabel={
            chat.assistant_provider === "local"
              ? `${user.ai_name} · assistente AI offline`
              : `${user.ai_name} · assistente AI`
          }
          intro={
            chat.assistant_provider === "local" ? (
              <p className={`${headerStyles.localNote} ${styles.narrowOnly}`}>{LOCAL_ASSISTANT_NOTE}</p>
            ) : null
          }
          emergencyContact={user.emergency_contact}
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
          crisisAction={slots.safetyPlan}
        />
        <div className={styles.srOnly} role="status" aria-live="polite" aria-atomic="true">
          {conversation.announcement}
        </div>
        <div className={styles.footer}>
          <div className={styles.footerInner}>
            <SessionNotes
              chatId={chat.id}
              conversation={conversation}
              session={session}
              slots={slots}
              crisisSeen={crisisSeen}
              pendingSession={pendingSession}
              busy={busy}
            />
            <ChatComposer
              conversation={conversation}
              slots={slots}
              disabled={inputDisabled}
              disabledReason={disabledReason}
              busy={busy}
            />
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
