import { useState, type ReactNode } from "react"

import { ChevronDownIcon, ImageIcon, LockIcon, PencilIcon } from "../../components/ui/icons.tsx"
import { APPROACH_LABELS, type ChatImage } from "../../features/chat-session/api/chat-session-types.ts"
import { ChatScreen, type ChatSlots } from "../../features/chat-session/components/chat-screen.tsx"
import * as headerStyles from "../../features/chat-session/components/chat-header.css.ts"
import * as bubbleStyles from "../../features/chat-session/components/message-bubble.css.ts"
import * as layout from "../../features/chat-session/components/chat-layout.css.ts"
import { DefaultImage, LOCKED_TEXT } from "../../features/chat-session/components/message-bubble.tsx"
import { COMPOSER_INPUT_ID } from "../../features/chat-session/components/message-composer.tsx"
import { AppointmentDialog } from "../../features/appointments/components/appointment-dialog.tsx"
import { ApproachPickerDialog } from "../../features/chat-tools/components/approach-picker-dialog.tsx"
import { EncryptionBadge } from "../../features/chat-tools/components/encryption-badge.tsx"
import { ImageAttachButton } from "../../features/chat-tools/components/image-attach-button.tsx"
import { RenameAssistantDialog } from "../../features/chat-tools/components/rename-assistant-dialog.tsx"
import { VoiceButton } from "../../features/chat-tools/components/voice-button.tsx"
import { useDecryptedImage } from "../../features/chat-tools/state/use-decrypted-image.ts"
import { CreditsOffer } from "../../features/credits/components/credits-offer.tsx"
import { SessionCostNote } from "../../features/credits/components/session-cost-note.tsx"
import { MoodCheckIn } from "../../features/journey/components/mood-check-in.tsx"
import { SessionEnd } from "../../features/journey/components/session-end.tsx"
import { useMemoryForMessages } from "../../features/journey/state/use-open-journey.ts"
import { ReplySpeech } from "../../features/voice-replies/components/reply-speech.tsx"
import { VoiceControls } from "../../features/voice-replies/components/voice-controls.tsx"
import { SafetyPlanButton } from "../../features/safety-plan/components/safety-plan-button.tsx"
import { SkipLink } from "../../components/ui/skip-link.tsx"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"
import { useMediaQuery } from "../../lib/use-media-query.ts"
import * as routeStyles from "./routes.css.ts"
import { ConversationSidebar } from "../../features/conversation-search/components/conversation-sidebar.tsx"

/** Beside the chat from this width on; on a phone the chat keeps the whole screen. */
const WIDE = "(min-width: 1024px)"

/** /cerca shares the chat's chunk (the search is mostly the chat's own code: keys, decryption, the list). */
export { SearchRoute } from "./search-route.tsx"

/** Opening the app on this chat: its GET and decryption start beside the start-up session check. */
export { prefetchChat } from "../../features/chat-session/prefetch-chat.ts"

/** The chat screen: the chat session (messages, timer, lifecycle) composed with the chat tools. */
export const ChatRoute = ({ chatId }: { readonly chatId: string }) => {
  useDocumentTitle("Sessione")
  const user = useCurrentUser()
  const memory = useMemoryForMessages()
  const wide = useMediaQuery(WIDE)
  if (user === null) return null
  // one tree at every width: turning a tablet does not remount the chat (nor stop its reply)
  return (
    <div className={routeStyles.withSidebar}>
      {/* first on the page, before the conversations beside it: straight to the input */}
      <SkipLink target={COMPOSER_INPUT_ID}>Vai alla casella del messaggio</SkipLink>
      {wide ? <ConversationSidebar currentChatId={chatId} /> : null}
      <div className={routeStyles.beside}>
        <ChatScreen key={chatId} chatId={chatId} user={user} slots={slots(user.ai_name, memory)} />
      </div>
    </div>
  )
}

const slots = (aiName: string, memory: () => Promise<ReadonlyArray<string>>): ChatSlots => ({
  renameAssistant: <RenameTrigger currentName={aiName} />,
  encryptionBadge: <EncryptionBadge />,
  approachPicker: (props) => <ApproachTrigger {...props} />,
  voiceButton: ({ disabled, onTranscript, onAutoSend }) => (
    <VoiceButton disabled={disabled} onTranscript={onTranscript} onAutoSend={onAutoSend} />
  ),
  replySpeech: ({ id, text, streaming }) => <ReplySpeech id={id} text={text} streaming={streaming} />,
  voiceControls: (props) => <VoiceControls {...props} />,
  imageButton: ({ disabled, onImage }) => <ImageAttachButton disabled={disabled} onImage={onImage} />,
  appointmentDialog: ({ open, onOpenChange, onScheduled }) => (
    <AppointmentDialog
      open={open}
      onOpenChange={onOpenChange}
      onScheduled={onScheduled}
      returnFocusTo={COMPOSER_INPUT_ID}
    />
  ),
  renderImage: (image) => <MessageImage image={image} />,
  safetyPlan: <SafetyPlanButton variant="primary" />,
  creditsOffer: ({ detail, onClose }) => <CreditsOffer detail={detail} onClose={onClose} />,
  sessionCost: (className) => <SessionCostNote className={className} />,
  // "Il tuo percorso": the mood at the start and the end, the summary at the end, the memory in each message
  sessionStart: ({ chatId, answerTo }) => (
    <MoodCheckIn chatId={chatId} moment="start" {...(answerTo === undefined ? {} : { answerTo })} />
  ),
  sessionEnd: ({ chatId, transcript }) => <SessionEnd chatId={chatId} transcript={transcript} />,
  memory,
})

/** A header button that opens its dialog (rename, approach): the dialog is given whether it is open. */
const HeaderDialogButton = ({
  label,
  children,
  dialog,
}: {
  readonly label: string
  readonly children: ReactNode
  readonly dialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode
}) => {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        className={headerStyles.headerButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={label}
      >
        {children}
      </button>
      {dialog(open, setOpen)}
    </>
  )
}

const RenameTrigger = ({ currentName }: { readonly currentName: string }) => (
  <HeaderDialogButton
    label={`Rinomina l'assistente (ora si chiama ${currentName})`}
    dialog={(open, onOpenChange) => (
      <RenameAssistantDialog currentName={currentName} open={open} onOpenChange={onOpenChange} />
    )}
  >
    <PencilIcon />
    <span className={layout.wideOnly}>Rinomina</span>
  </HeaderDialogButton>
)

const ApproachTrigger = ({
  chatId,
  approach,
  onChanged,
}: Parameters<NonNullable<ChatSlots["approachPicker"]>>[0]) => (
  <HeaderDialogButton
    label={`Approccio: ${APPROACH_LABELS[approach]}. Cambia approccio`}
    dialog={(open, onOpenChange) => (
      <ApproachPickerDialog
        chatId={chatId}
        current={approach}
        open={open}
        onOpenChange={onOpenChange}
        onChanged={onChanged}
      />
    )}
  >
    <span className={layout.wideOnly}>Approccio:</span> {APPROACH_LABELS[approach]} <ChevronDownIcon />
  </HeaderDialogButton>
)

const MessageImage = ({ image }: { readonly image: ChatImage }) => {
  const decrypted = useDecryptedImage(image.url)
  switch (decrypted.status) {
    case "ready":
      return <DefaultImage image={{ ...image, url: decrypted.src }} />
    case "pending":
      return (
        <span className={bubbleStyles.imagePlaceholder}>
          <ImageIcon /> Decifratura dell'immagine…
        </span>
      )
    case "locked":
      return (
        <span className={bubbleStyles.imagePlaceholder}>
          <LockIcon /> {LOCKED_TEXT.replace("Messaggio cifrato", "Immagine cifrata")}
        </span>
      )
    case "error":
      return (
        <span className={bubbleStyles.imagePlaceholder}>
          <ImageIcon /> {image.alt === "" ? "Immagine non disponibile" : image.alt}
        </span>
      )
  }
}
