export type Approach = "claude" | "gpt" | "gemini"
export type Provider = "anthropic" | "openai" | "google" | "local"

export interface ChatTurn {
  readonly role: "user" | "assistant"
  readonly content: string
}

export interface ImageInput {
  /** An https URL or a `data:image/...;base64,` URL. */
  readonly url: string
  readonly alt?: string
}

export interface ReplyRequest {
  readonly approach: Approach
  readonly assistantName: string
  /** Minute of the 30-minute session the user is in (1–30; extended sessions may go beyond). */
  readonly sessionMinute: number
  /** Earlier turns, oldest first, in plaintext (held in memory only, never stored). */
  readonly history: ReadonlyArray<ChatTurn>
  readonly message: { readonly content: string; readonly image?: ImageInput }
  /**
   * A crisis is open in this conversation: this message raised the crisis card (the safety layer, domain/safety,
   * detected crisis language), or an earlier one did and the person keeps writing. The reply follows the steps
   * of a crisis-support conversation (system-prompt.ts; offline, local-crisis-conversation.ts), not only a
   * reaction to this one message.
   */
  readonly crisis: boolean
  /**
   * The safety layer is unsure: this message may hide thoughts of self-harm or of not wanting to live, without
   * crisis language clear enough to raise the card. The reply asks gently and directly, and says that help is
   * one tap away, without the crisis steps. Ignored when `crisis` is true. Absent: false.
   */
  readonly possibleRisk?: boolean
  /**
   * Memory: the summaries of earlier sessions the user keeps, decrypted and sent by the browser with each
   * message while memory is on (held in memory only, never stored). Empty or absent: no memory.
   */
  readonly memory?: ReadonlyArray<string>
  /**
   * Which answer to this message this is: 0 the first, then one more for each reply "Rigenera" replaced. The
   * offline responder phrases a regenerated reply differently; providers vary on their own. Absent: 0.
   */
  readonly variant?: number
  readonly signal?: AbortSignal
}

export const APPROACH_PROVIDER: Record<Approach, Exclude<Provider, "local">> = {
  claude: "anthropic",
  gpt: "openai",
  gemini: "google",
}
