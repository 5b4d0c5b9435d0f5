import type { ReactNode } from "react"

import type { AttachedImage, ChatImage, ChatTurn, TherapeuticApproach } from "../api/chat-session-types.ts"

/** What app/ plugs in from chat-tools (the chat feature never imports another feature). */
export type ChatSlots = {
  /** Next to the assistant's name: a trigger for the rename dialog. */
  readonly renameAssistant?: ReactNode
  readonly encryptionBadge?: ReactNode
  /** The approach picker (trigger + dialog); it saves the choice itself and reports it with `onChanged`. */
  readonly approachPicker?: (props: {
    readonly chatId: string
    readonly approach: TherapeuticApproach
    readonly onChanged: (approach: TherapeuticApproach) => void
  }) => ReactNode
  readonly voiceButton?: (props: {
    readonly disabled: boolean
    /** The dictated text so far (cumulative for one dictation). */
    readonly onTranscript: (text: string, final: boolean) => void
    /** SPEC §4 voice rule: send now. */
    readonly onAutoSend: (text: string) => void
  }) => ReactNode
  readonly imageButton?: (props: {
    readonly disabled: boolean
    /** An image already encrypted and stored (its url is recorded), with the assistant's in-memory copy. */
    readonly onImage: (image: AttachedImage) => void
  }) => ReactNode
  readonly appointmentDialog?: (props: {
    readonly chatId: string
    readonly open: boolean
    readonly onOpenChange: (open: boolean) => void
    readonly onScheduled: () => void
  }) => ReactNode
  /**
   * Under each assistant reply (issue 29): "Ascolta" and, with the read-aloud switch on, reading a streamed
   * reply as it arrives. `streaming` is true while the reply is still coming.
   */
  readonly replySpeech?: (props: {
    readonly id: string
    readonly text: string
    readonly streaming: boolean
  }) => ReactNode
  /**
   * Under the message input: the "Leggi le risposte ad alta voce" switch and the hands-free "Conversazione a
   * voce" (issue 29), which sends what it hears as a message and reads the replies, the crisis panel and the
   * clock's notices.
   */
  readonly voiceControls?: (props: VoiceControlsProps) => ReactNode
  /** Shows a message image (encrypted ones need decrypting); without it, https/data images or the alt text. */
  readonly renderImage?: (image: ChatImage) => ReactNode
  /** On the crisis panel and the check-in after a hard moment: opens "Il mio piano di sicurezza". */
  readonly safetyPlan?: ReactNode
  /** A message refused for want of a session: the packages to buy (without it, a link to the dashboard). */
  readonly creditsOffer?: (props: { readonly detail: string; readonly onClose: () => void }) => ReactNode
  /** Before a message opens a session: what it will use (from the session info), given the note's class. */
  readonly sessionCost?: (className: string) => ReactNode
  /**
   * Before the first message of a session: the optional mood check-in (once per session). `answerTo`: the id of
   * the question it answers (the check-in after a hard moment asks it), so that it asks none of its own.
   */
  readonly sessionStart?: (props: { readonly chatId: string; readonly answerTo?: string }) => ReactNode
  /** The session ended: the drafted summary to edit and save, and the closing mood check-in. */
  readonly sessionEnd?: (props: {
    readonly chatId: string
    readonly transcript: ReadonlyArray<ChatTurn>
  }) => ReactNode
  /** Memory: the summaries a new message carries (decrypted here; none when memory is off). */
  readonly memory?: () => Promise<ReadonlyArray<string>>
}

/** What the chat screen tells the voice controls. */
export type VoiceControlsProps = {
  /** Nothing can be sent now: the session ended, or the conversations are locked. */
  readonly disabled: boolean
  /** A message is on its way or a reply is arriving. */
  readonly busy: boolean
  /** The newest assistant reply on screen. */
  readonly reply: {
    readonly id: string
    readonly text: string | null
    readonly streaming: boolean
    readonly failed: boolean
  } | null
  /** Sends a spoken turn as a message, as if it had been typed (not through the input). */
  readonly send: (text: string) => void
  /** How many messages raised the crisis panel on this screen (0: none). */
  readonly crisisRaised: number
  /** The clock's latest notice, each id once per chat: halfway, five minutes left, the pause after a hard moment. */
  readonly notice: { readonly id: string; readonly text: string } | null
}
