import { ChatScreen, type ChatSlots } from "../../features/chat-session/components/chat-screen.tsx"
import { useCurrentUser } from "../../lib/auth/use-auth.ts"
import { useDocumentTitle } from "../../lib/use-document-title.ts"

/**
 * The chat screen composes the chat session with the chat tools. Until client/features/chat-tools lands,
 * the slots stay empty (or show the session's own fallbacks):
 *   renameAssistant  ← RenameAssistantDialog      encryptionBadge ← EncryptionBadge
 *   approachPicker   ← ApproachPickerDialog        voiceButton     ← VoiceButton
 *   imageButton      ← ImageAttachButton           appointmentDialog ← AppointmentDialog
 *   renderImage      ← useDecryptedImage(url)
 */
const slots: ChatSlots = {}

export const ChatRoute = ({ chatId }: { readonly chatId: string }) => {
  useDocumentTitle("Sessione")
  const user = useCurrentUser()
  if (user === null) return null
  return <ChatScreen key={chatId} chatId={chatId} user={user} slots={slots} />
}
