import type { ChatImage, StoredMessage } from "../api/chat-session-types.ts"

/** One bubble on screen: a stored message (text decrypted on demand) or one this page sent or received. */
export type ViewMessage = {
  readonly id: string
  readonly role: "user" | "assistant"
  readonly timestamp: string
  readonly image: ChatImage | null
  /** The stored ciphertext; null while a reply is still arriving. */
  readonly ciphertext: string | null
  /** Plaintext known to this page (sent or received here); null means "decrypt `ciphertext`". */
  readonly text: string | null
  readonly state: "stored" | "streaming" | "complete" | "interrupted" | "failed"
  /** The safety layer flagged the user's message: the crisis card shows above this reply. */
  readonly crisis: boolean
  /** Why a reply failed (the server's Italian detail). */
  readonly errorDetail: string | null
}

export const fromStored = (message: StoredMessage): ViewMessage => ({
  id: message.id,
  role: message.role,
  timestamp: message.timestamp,
  image: message.image,
  ciphertext: message.content,
  text: null,
  state: "stored",
  crisis: false,
  errorDetail: null,
})

/** Add a message unless one with that id is already shown (a retried send reuses its id). */
export const appendOnce = (messages: ReadonlyArray<ViewMessage>, message: ViewMessage): ViewMessage[] =>
  messages.some((m) => m.id === message.id) ? [...messages] : [...messages, message]

export const updateMessage = (
  messages: ReadonlyArray<ViewMessage>,
  id: string,
  patch: Partial<ViewMessage>,
): ViewMessage[] => messages.map((m) => (m.id === id ? { ...m, ...patch } : m))
