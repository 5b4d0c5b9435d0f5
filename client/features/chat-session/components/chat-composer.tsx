import { IMAGE_DEFAULT_TEXT } from "../state/topics.ts"
import type { Conversation } from "../state/use-conversation.ts"
import { useDictation } from "../state/use-dictation.ts"
import * as styles from "./chat-layout.css.ts"
import type { ChatSlots } from "./chat-slots.ts"
import { EditingNote } from "./exchange-actions.tsx"
import { DefaultImage } from "./message-bubble.tsx"
import { MessageComposer } from "./message-composer.tsx"

/** The input of a loaded chat: text, an attached image, dictation, Stop, and the note while a message is edited. */
export const ChatComposer = ({
  conversation,
  slots,
  disabled,
  disabledReason,
  busy,
}: {
  readonly conversation: Conversation
  readonly slots: ChatSlots
  readonly disabled: boolean
  readonly disabledReason: string | null
  readonly busy: boolean
}) => {
  const { actions } = conversation
  const sendDraft = () =>
    void (actions.editing
      ? actions.submitEdit(conversation.draft)
      : conversation.send({ text: conversation.draft, image: conversation.image, fromDraft: true }))

  const dictation = useDictation(
    conversation.setDraft,
    (text) => void conversation.send({ text, image: conversation.image, fromDraft: true }),
  )

  return (
    <>
      {actions.editing ? <EditingNote onCancel={actions.cancelEdit} disabled={busy} /> : null}
      <MessageComposer
        value={conversation.draft}
        onChange={conversation.setDraft}
        image={conversation.image}
        onRemoveImage={() => conversation.setImage(null)}
        imagePreview={
          // decorative: the text beside it names the image
          conversation.image === null ? undefined : slots.renderImage !== undefined ? (
            slots.renderImage({ ...conversation.image, alt: "" })
          ) : (
            <DefaultImage image={{ ...conversation.image, alt: "" }} />
          )
        }
        onSubmit={sendDraft}
        onStop={conversation.stop}
        disabled={disabled}
        disabledReason={disabledReason}
        busy={busy}
        imageSlot={slots.imageButton?.({
          disabled: disabled || busy,
          onImage: (image) => {
            conversation.setImage({
              url: image.url,
              width: image.width,
              height: image.height,
              alt: image.alt,
              modelDataUrl: image.modelDataUrl ?? null,
            })
            // SPEC §5: an image with no text gets a default text, which the user can change.
            conversation.setDraft((current) => (current.trim() === "" ? IMAGE_DEFAULT_TEXT : current))
          },
        })}
        voiceSlot={
          slots.voiceButton !== undefined ? (
            <span className={styles.slot} onClickCapture={dictation.onClickCapture}>
              {slots.voiceButton({
                disabled: disabled || busy,
                onTranscript: dictation.onTranscript,
                onAutoSend: dictation.onAutoSend,
              })}
            </span>
          ) : null
        }
      />
    </>
  )
}
