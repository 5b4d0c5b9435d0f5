import type { AttachedImage, ChatImage, StoredMessage } from "../api/chat-session-types.ts"

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
  /**
   * Heard and answered, but not kept: the chat was deleted meanwhile, or a free conversation for a hard moment
   * is already open in another chat (issue 22). Nothing is stored for it.
   */
  readonly unsaved?: boolean
}

/** What the user sends: its text, an attached image, and whether it came from the input (cleared once accepted). */
export type SendInput = {
  readonly text: string
  readonly image: AttachedImage | null
  readonly fromDraft: boolean
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

/** What is stored with a message: never the assistant's in-memory copy of the image. */
export const storedImage = ({ url, width, height, alt }: AttachedImage): ChatImage => ({
  url,
  width,
  height,
  alt,
})

/**
 * The server took the message: it shows as sent, the reply's bubble opens (empty until its first words), and
 * an earlier failed reply goes. A retried message that was already shown is not added twice.
 */
export const withAcceptedTurn = (
  messages: ReadonlyArray<ViewMessage>,
  turn: {
    readonly messageId: string
    readonly replyId: string
    readonly content: string
    readonly ciphertext: string
    readonly image: AttachedImage | null
    readonly crisis: boolean
    readonly at: string
    /** The server heard the message without recording it: neither it nor the reply will be kept. */
    readonly unsaved?: boolean
  },
): ViewMessage[] =>
  appendOnce(
    appendOnce(
      messages.filter((m) => !(m.state === "failed" && m.role === "assistant")),
      {
        id: turn.messageId,
        role: "user",
        timestamp: turn.at,
        image: turn.image === null ? null : storedImage(turn.image),
        ciphertext: turn.ciphertext,
        text: turn.content,
        state: "complete",
        crisis: false,
        errorDetail: null,
      },
    ),
    {
      id: turn.replyId,
      role: "assistant",
      timestamp: turn.at,
      image: null,
      ciphertext: null,
      text: "",
      state: "streaming",
      crisis: turn.crisis,
      errorDetail: null,
      ...(turn.unsaved === true ? { unsaved: true } : {}),
    },
  )
