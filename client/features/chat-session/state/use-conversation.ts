import { useQueryClient } from "@tanstack/react-query"
import { atom, useAtom, useAtomValue, useSetAtom } from "jotai"
import { useCallback, useEffect, useRef, useState } from "react"

import { errorMessage, isApiError } from "../../../lib/api-client.ts"
import { useApiClient } from "../../../lib/api-client-context.tsx"
import { bearerTokenAtom, signedOutAtom } from "../../../lib/auth/auth-store.ts"
import type { User } from "../../../lib/auth/user.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { decryptText, encryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { notify } from "../../../lib/notify.ts"
import { createChat, storeReply } from "../api/chat-session-api.ts"
import type { AttachedImage, ChatDetail, ChatImage } from "../api/chat-session-types.ts"

import { streamReply, type StreamOutcome } from "../api/stream-reply.ts"
import { appendOnce, fromStored, updateMessage, type ViewMessage } from "./conversation.ts"
import { buildHistory, titleFrom } from "./history.ts"
import { openReply, sealReply, type ReplyRecord } from "./reply-envelope.ts"
import { crisisContextOf, useStoredHistory } from "./stored-replies.ts"
import { SEND_ERROR, sendRefusalOf } from "./send-refusal.ts"
import { IMAGE_DEFAULT_TEXT } from "./topics.ts"

/** What is stored with the message: never the assistant's plaintext copy. */
const storedImage = ({ url, width, height, alt }: AttachedImage): ChatImage => ({ url, width, height, alt })

export const ENCRYPT_ERROR = "Errore nella crittografia del messaggio"
export const STORE_REPLY_ERROR =
  "Non è stato possibile salvare la risposta cifrata: la vedi ora, ma potrebbe mancare quando riapri la chat."
const CREATE_CHAT_ERROR = "Errore nella creazione della sessione"

/** A message typed after "Nuova Sessione": the new chat's screen sends it as soon as it is ready. */
export const handoffAtom = atom<{
  readonly chatId: string
  readonly text: string
  readonly image: AttachedImage | null
} | null>(null)

export type Phase = "idle" | "sending" | "waiting" | "streaming"

type Options = {
  readonly chat: ChatDetail
  readonly user: User
  /** The session cannot take messages (ended, or not re-opened with "Nuova Sessione"). */
  readonly onSessionRefused: (detail: string) => void
  /** The first message needs a session and none is left: offer credits (the session is not ended). */
  readonly onNoCredits: (detail: string) => void
  /** A reply finished or stopped: the session status is read again (SPEC §4). */
  readonly onReplySettled: () => void
  /** After "Nuova Sessione" the next message goes to a new chat. */
  readonly startsNewChat: boolean
  readonly navigateToChat: (chatId: string) => void
  /** The safety layer flagged a message: the crisis card shows and nothing about time or money interrupts. */
  readonly onCrisis: () => void
}

const newId = () => crypto.randomUUID()

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const useConversation = ({
  chat,
  user,
  onSessionRefused,
  onNoCredits,
  onReplySettled,
  startsNewChat,
  navigateToChat,
  onCrisis,
}: Options) => {
  const api = useApiClient()
  const queryClient = useQueryClient()
  const keyring = useAtomValue(keyringAtom)
  const token = useAtomValue(bearerTokenAtom)
  const signOut = useSetAtom(signedOutAtom)
  const [handoff, setHandoff] = useAtom(handoffAtom)

  const [messages, setMessages] = useState<ViewMessage[]>(() => chat.messages.map(fromStored))
  const [draft, setDraft] = useState("")
  const [image, setImage] = useState<AttachedImage | null>(null)
  const [phase, setPhase] = useState<Phase>("idle")
  /** What the polite live region says: completed replies only, never tokens. */
  const [announcement, setAnnouncement] = useState("")

  const messagesRef = useRef(messages)
  useEffect(() => {
    messagesRef.current = messages
  }, [messages])
  const controllerRef = useRef<AbortController | null>(null)
  /** The id of a message not yet accepted, reused while its text is unchanged: a retry never records twice. */
  const pendingRef = useRef<{ readonly content: string; readonly id: string } | null>(null)
  const titledRef = useRef(chat.title !== null)
  const busyRef = useRef(false)

  const decryptCached = useCallback(
    async (ring: Keyring, record: string): Promise<string | null> => {
      try {
        return await queryClient.fetchQuery({
          queryKey: ["decrypted", record],
          queryFn: () => decryptText(ring, record),
          staleTime: Number.POSITIVE_INFINITY,
          retry: false,
        })
      } catch {
        return null
      }
    },
    [queryClient],
  )

  /** The reply is stored sealed with its marks (crisis card, interruption): they come back after a reload. */
  /** A stored record's text: assistant replies are opened from their envelope, never sent to the model sealed. */
  const decryptOpened = useCallback(
    async (ring: Keyring, record: string): Promise<string | null> => {
      const plaintext = await decryptCached(ring, record)
      return plaintext === null ? null : openReply(plaintext).text
    },
    [decryptCached],
  )

  const decryptOnce = useCallback(async (ring: Keyring, record: string): Promise<string | null> => {
    try {
      return await decryptText(ring, record)
    } catch {
      return null
    }
  }, [])
  const historyReady = useStoredHistory({ keyring, messagesRef, setMessages, decrypt: decryptOnce, onCrisis })

  const persistReply = useCallback(
    async (ring: Keyring, replyId: string, record: ReplyRecord) => {
      let ciphertext: string
      const sealed = sealReply(record)
      try {
        ciphertext = await encryptText(ring, user.encryption_salt, sealed)
      } catch {
        notify.error(ENCRYPT_ERROR)
        return
      }
      queryClient.setQueryData(["decrypted", ciphertext], sealed)
      for (let attempt = 0; attempt < 3; attempt += 1) {
        try {
          await storeReply(api, chat.id, replyId, ciphertext)
          setMessages((current) => updateMessage(current, replyId, { ciphertext }))
          return
        } catch (error) {
          if (isApiError(error) && error.status >= 400 && error.status < 500) break
          await sleep(1000 * (attempt + 1))
        }
      }
      notify.error(STORE_REPLY_ERROR, { long: true })
    },
    [api, chat.id, queryClient, user.encryption_salt],
  )

  const settle = useCallback(
    async (ring: Keyring, outcome: StreamOutcome) => {
      const { meta, text } = outcome
      if (meta === null) return
      const replyId = meta.reply_id
      if (outcome.kind === "done") {
        setMessages((current) => updateMessage(current, replyId, { text, state: "complete" }))
        setAnnouncement(`${user.ai_name} ha risposto: ${text}`)
      } else if (text.trim() === "") {
        setMessages((current) =>
          updateMessage(current, replyId, {
            text: "",
            state: outcome.kind === "aborted" ? "interrupted" : "failed",
            errorDetail: outcome.kind === "failed" ? outcome.detail : null,
          }),
        )
        if (outcome.kind === "failed") notify.error(outcome.detail ?? SEND_ERROR)
        // A stopped reply with no words is still where the crisis card stands: store it so the card stays.
        if (outcome.kind === "aborted" && meta.crisis)
          await persistReply(ring, replyId, { text: "", crisis: true, interrupted: true })
        return
      } else {
        setMessages((current) =>
          updateMessage(current, replyId, {
            text,
            state: "interrupted",
            errorDetail: outcome.kind === "failed" ? outcome.detail : null,
          }),
        )
        setAnnouncement(`Risposta interrotta. ${user.ai_name} aveva scritto: ${text}`)
        if (outcome.kind === "failed") notify.error(outcome.detail ?? SEND_ERROR)
      }
      await persistReply(ring, replyId, { text, crisis: meta.crisis, interrupted: outcome.kind !== "done" })
    },
    [persistReply, user.ai_name],
  )

  const deliver = useCallback(
    async (content: string, attached: AttachedImage | null, messageId: string, fromDraft: boolean) => {
      if (keyring === null) return
      let ciphertext: string
      let title: string | undefined
      try {
        ciphertext = await encryptText(keyring, user.encryption_salt, content)
        title = titledRef.current
          ? undefined
          : await encryptText(keyring, user.encryption_salt, titleFrom(content))
      } catch {
        notify.error(ENCRYPT_ERROR)
        return
      }
      const turns = await Promise.all(
        messagesRef.current
          .filter((m) => m.state !== "failed")
          .map(async (m) => ({
            role: m.role,
            text: m.text ?? (m.ciphertext === null ? null : await decryptOpened(keyring, m.ciphertext)),
          })),
      )
      const crisisContext = await crisisContextOf(messagesRef.current, (record) =>
        decryptOpened(keyring, record),
      )
      const controller = new AbortController()
      controllerRef.current = controller
      let streamingId = ""
      setPhase("sending")
      let outcome: StreamOutcome
      try {
        outcome = await streamReply({
          chatId: chat.id,
          token,
          signal: controller.signal,
          body: {
            content,
            ciphertext,
            message_id: messageId,
            history: buildHistory(turns),
            ...(attached !== null ? { image: storedImage(attached) } : {}),
            ...(attached?.modelDataUrl ? { image_data: attached.modelDataUrl } : {}),
            ...(title !== undefined ? { title } : {}),
            ...(crisisContext !== null ? { crisis_context: crisisContext } : {}),
          },
          handlers: {
            onMeta: (meta) => {
              // Accepted and stored: only now does the typed text leave the input.
              pendingRef.current = null
              titledRef.current = true
              queryClient.setQueryData(["decrypted", ciphertext], content)
              if (fromDraft) {
                setDraft((current) => (current === content ? "" : current))
                setImage(null)
              }
              streamingId = meta.reply_id
              if (meta.crisis) onCrisis()
              const now = new Date().toISOString()
              setMessages((current) =>
                appendOnce(
                  appendOnce(
                    current.filter((m) => !(m.state === "failed" && m.role === "assistant")),
                    {
                      id: meta.message_id || messageId,
                      role: "user",
                      timestamp: now,
                      image: attached === null ? null : storedImage(attached),
                      ciphertext,
                      text: content,
                      state: "complete",
                      crisis: false,
                      errorDetail: null,
                    },
                  ),
                  {
                    id: meta.reply_id,
                    role: "assistant",
                    timestamp: now,
                    image: null,
                    ciphertext: null,
                    text: "",
                    state: "streaming",
                    crisis: meta.crisis,
                    errorDetail: null,
                  },
                ),
              )
              setPhase("waiting")
            },
            onCrisis: () => {
              onCrisis()
              setMessages((current) => updateMessage(current, streamingId, { crisis: true }))
            },
            onToken: (_token, soFar) => {
              setPhase("streaming")
              setMessages((current) => updateMessage(current, streamingId, { text: soFar }))
            },
          },
        })
      } catch (error) {
        controllerRef.current = null
        setPhase("idle")
        const refusal = sendRefusalOf(error)
        if (refusal.kind === "signed-out") {
          signOut()
          queryClient.clear()
          notify.error("Sessione scaduta. Effettua di nuovo il login.", { long: true })
        } else if (refusal.kind === "session-ended") {
          notify.error(refusal.detail, { long: true })
          onSessionRefused(refusal.detail)
        } else if (refusal.kind === "no-credits") {
          onNoCredits(refusal.detail)
        } else {
          notify.error(refusal.detail, { long: refusal.kind === "unavailable" || refusal.long })
        }
        if (!fromDraft) {
          // A topic pill or a handed-over message: put it in the input so it is not lost.
          setDraft((current) => (current.trim() === "" ? content : current))
          if (attached !== null) setImage((current) => current ?? attached)
        }
        return
      }
      controllerRef.current = null
      setPhase("idle")
      if (outcome.meta === null && !fromDraft) {
        setDraft((current) => (current.trim() === "" ? content : current))
      }
      await settle(keyring, outcome)
      if (outcome.meta !== null) {
        onReplySettled()
        // The dashboard's list (title, age) and the credits (the first message reserves one) changed.
        void queryClient.invalidateQueries({ queryKey: ["chats"] })
        void queryClient.invalidateQueries({ queryKey: ["session-info"] })
      }
    },
    [
      chat.id,
      decryptOpened,
      keyring,
      onCrisis,
      onNoCredits,
      onReplySettled,
      onSessionRefused,
      queryClient,
      settle,
      signOut,
      token,
      user.encryption_salt,
    ],
  )

  const send = useCallback(
    async (input: {
      readonly text: string
      readonly image: AttachedImage | null
      readonly fromDraft: boolean
    }) => {
      if (busyRef.current || keyring === null) return
      const trimmed = input.text.trim()
      if (trimmed === "" && input.image === null) return
      const content = trimmed === "" ? IMAGE_DEFAULT_TEXT : trimmed
      busyRef.current = true
      try {
        if (startsNewChat) {
          setPhase("sending")
          try {
            const created = await createChat(api, chat.therapeutic_approach)
            setHandoff({ chatId: created.id, text: content, image: input.image })
            void queryClient.invalidateQueries({ queryKey: ["chats"] })
            navigateToChat(created.id)
          } catch (error) {
            notify.error(errorMessage(error, CREATE_CHAT_ERROR))
            if (!input.fromDraft) setDraft((current) => (current.trim() === "" ? content : current))
          } finally {
            setPhase("idle")
          }
          return
        }
        const pending = pendingRef.current
        const messageId = pending !== null && pending.content === content ? pending.id : newId()
        pendingRef.current = { content, id: messageId }
        await deliver(content, input.image, messageId, input.fromDraft)
      } finally {
        busyRef.current = false
      }
    },
    [
      api,
      chat.therapeutic_approach,
      deliver,
      keyring,
      navigateToChat,
      queryClient,
      setHandoff,
      startsNewChat,
    ],
  )

  /** Ask again for a reply that failed: same message id, so the message is not recorded twice. */
  const retry = useCallback(
    (failedReplyId: string) => {
      const list = messagesRef.current
      const index = list.findIndex((m) => m.id === failedReplyId)
      const question = list
        .slice(0, index)
        .reverse()
        .find((m) => m.role === "user")
      if (question === undefined || question.text === null) return
      if (busyRef.current) return
      busyRef.current = true
      void deliver(question.text, question.image, question.id, false).finally(() => {
        busyRef.current = false
      })
    },
    [deliver],
  )

  const stop = useCallback(() => controllerRef.current?.abort(), [])

  // Leaving the screen stops the reply too (the server then stops generating).
  useEffect(() => () => controllerRef.current?.abort(), [])

  // The message typed before "Nuova Sessione" created this chat.
  const handoffSent = useRef(false)
  useEffect(() => {
    if (handoffSent.current || handoff === null || handoff.chatId !== chat.id || keyring === null) return
    handoffSent.current = true
    setHandoff(null)
    void send({ text: handoff.text, image: handoff.image, fromDraft: false })
  }, [chat.id, handoff, keyring, send, setHandoff])

  return {
    messages,
    historyReady,
    draft,
    setDraft,
    image,
    setImage,
    phase,
    announcement,
    canWrite: keyring !== null,
    send,
    retry,
    stop,
  }
}
