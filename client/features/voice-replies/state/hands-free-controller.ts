import type { StartRoute } from "../../../components/ui/voice-consent.tsx"
import {
  hasWords,
  isEcho,
  NOT_SENT_SPEECH,
  PAUSE_MS,
  REPLY_FAILED_SPEECH,
  SESSION_OVER_SPEECH,
  SILENCE_LIMIT_MS,
  SILENCE_SPEECH,
  type Stage,
} from "./hands-free.ts"
import { startListening, type Heard, type Listener } from "./listener.ts"
import {
  currentSpeakingId,
  followReply,
  onSpeakingChange,
  setHandsFree,
  spokenSoFar,
  startSpeaking,
  stopSpeaking,
  type Tone,
} from "./speaker.ts"
import { speakableSentences } from "./speech-text.ts"

/*
 * The hands-free conversation as one small machine outside React (React subscribes to its snapshot): listen,
 * send after a natural pause, read the reply (after the crisis card and the clock's notices), listen again.
 * Speech heard while Cogi speaks (not its own echo), a tap or Escape stop the reading at once.
 */

/** What the chat screen says now (given again at every change). */
export type HandsFreeInputs = {
  readonly disabled: boolean
  readonly busy: boolean
  readonly reply: {
    readonly id: string
    readonly text: string | null
    readonly streaming: boolean
    readonly failed: boolean
  } | null
  readonly send: (text: string) => void
  readonly crisisRaised: number
  readonly notice: { readonly id: string; readonly text: string } | null
  /** The crisis panel as speech: in full, or the short reminder. */
  readonly crisisWords: (full: boolean) => string
  /** The browser refused to listen (a denied microphone…): the message is shown by the caller. */
  readonly onListenError: (error: string) => void
}

export type HandsFreeSnapshot = {
  readonly stage: Stage
  /** The words heard so far in this turn. */
  readonly heard: string
  readonly onDevice: boolean
}

type Line = { readonly id: string; readonly text: string; readonly tone: Tone }

/** The browser ending listening this many times in a row at once means it cannot listen. */
const QUICK_ENDS_LIMIT = 3
const RESTART_MS = 250
const NOT_TAKEN_MS = 5_000

const OFF: HandsFreeSnapshot = { stage: "off", heard: "", onDevice: false }

export const createHandsFree = () => {
  let snapshot: HandsFreeSnapshot = OFF
  const subscribers = new Set<() => void>()
  let inputs: HandsFreeInputs | null = null
  let route: StartRoute = "provider"
  let listener: Listener | null = null
  let pauseTimer: number | null = null
  let silenceTimer: number | null = null
  let quickEnds = 0
  let listeningSince = 0
  /** Lines to say before anything else (the crisis card first). */
  let lines: Line[] = []
  /** A turn heard while the previous reply still arrives: sent as soon as it is done. */
  let held: string | null = null
  /** After a send: the newest reply then (a newer one answers the turn), and whether the screen went busy. */
  let awaiting: { readonly before: string | null; readonly at: number; sawBusy: boolean } | null = null
  let watchdog: number | null = null
  let read = new Set<string>()
  /** Stop once the last line is said (the session ended, the microphone heard nothing for long). */
  let endAfterLines = false
  let cardReadFully = false
  let crisisSeen = 0
  let noticeSeen: string | null = null
  let stepping = false
  let again = false
  let unsubscribeSpeaker: (() => void) | null = null

  const publish = (patch: Partial<HandsFreeSnapshot>) => {
    snapshot = { ...snapshot, ...patch }
    for (const subscriber of subscribers) subscriber()
  }
  const setStage = (stage: Stage) => {
    if (snapshot.stage !== stage) publish({ stage })
  }
  const clear = (timer: number | null) => {
    if (timer !== null) window.clearTimeout(timer)
  }

  const quiet = () => {
    clear(pauseTimer)
    clear(silenceTimer)
    pauseTimer = null
    silenceTimer = null
    listener?.close()
    listener = null
  }

  const stop = () => {
    quiet()
    clear(watchdog)
    watchdog = null
    unsubscribeSpeaker?.()
    unsubscribeSpeaker = null
    if (snapshot.stage !== "off") stopSpeaking()
    lines = []
    held = null
    awaiting = null
    endAfterLines = false
    setHandsFree(false)
    if (snapshot !== OFF) {
      snapshot = OFF
      for (const subscriber of subscribers) subscriber()
    }
  }

  const say = (line: Line, first = false) => {
    if (first) lines.unshift(line)
    else lines.push(line)
    step()
  }

  const armSilence = () => {
    clear(silenceTimer)
    silenceTimer = window.setTimeout(() => {
      quiet()
      endAfterLines = true
      say({ id: "silence", text: SILENCE_SPEECH, tone: "calm" })
    }, SILENCE_LIMIT_MS)
  }

  const sendTurn = (text: string) => {
    if (inputs === null) return
    awaiting = { before: inputs.reply?.id ?? null, at: Date.now(), sawBusy: false }
    inputs.send(text)
    // a send the screen did not take at all (it never went busy) is told after a while
    clear(watchdog)
    watchdog = window.setTimeout(step, NOT_TAKEN_MS)
  }

  const finishTurn = (text: string) => {
    quiet()
    publish({ heard: "", stage: "thinking" })
    if (inputs?.busy === true) held = text
    else sendTurn(text)
    step()
  }

  /** Cogi stops at once and listens. A reply still awaited is not read: the person took the turn. */
  const interrupt = () => {
    if (snapshot.stage === "off") return
    lines = lines.filter((line) => line.id === "session-over")
    awaiting = null
    // the voice is cut first; the screen is told right after
    const before = snapshot
    snapshot = { ...snapshot, stage: "listening" }
    stopSpeaking()
    if (before.stage !== "listening") for (const subscriber of subscribers) subscriber()
    step()
  }

  const onHeard = ({ text, final }: Heard) => {
    if (snapshot.stage === "speaking") {
      if (isEcho(text, spokenSoFar())) {
        listener?.setAside()
        return
      }
      interrupt()
    } else if (snapshot.stage !== "listening") return
    quickEnds = 0
    publish({ heard: text })
    armSilence()
    clear(pauseTimer)
    pauseTimer = final && hasWords(text) ? window.setTimeout(() => finishTurn(text), PAUSE_MS) : null
  }

  const listen = () => {
    if (listener !== null) return
    listeningSince = Date.now()
    listener = startListening(route, {
      onHeard,
      onError: (error) => {
        const report = inputs?.onListenError
        stop()
        report?.(error)
      },
      onEnd: () => {
        listener = null
        if (snapshot.stage !== "listening" && snapshot.stage !== "speaking") return
        // the browser stopped on a long pause with words not yet settled: the pause ends the turn
        if (snapshot.stage === "listening" && hasWords(snapshot.heard)) return finishTurn(snapshot.heard)
        quickEnds = Date.now() - listeningSince < 1_000 ? quickEnds + 1 : 0
        if (quickEnds >= QUICK_ENDS_LIMIT) {
          const report = inputs?.onListenError
          stop()
          report?.("generic")
          return
        }
        // the browser ends a long session by itself: listening goes on
        window.setTimeout(() => {
          if (snapshot.stage === "listening" || snapshot.stage === "speaking") listen()
        }, RESTART_MS)
      },
    })
    if (listener === null) {
      const report = inputs?.onListenError
      stop()
      report?.("generic")
    }
  }

  /** What happens next: run at every change of the voice, the screen or the lines (never re-entered). */
  const step = () => {
    if (stepping) {
      again = true
      return
    }
    stepping = true
    try {
      do {
        again = false
        next()
      } while (again)
    } finally {
      stepping = false
    }
  }

  const next = () => {
    if (snapshot.stage === "off" || inputs === null) return
    const { reply, busy } = inputs
    const speakingId = currentSpeakingId()
    if (speakingId !== null) {
      if (snapshot.stage !== "speaking") {
        clear(silenceTimer)
        silenceTimer = null
        setStage("speaking")
        if (!endAfterLines) listen()
      }
      if (reply !== null && speakingId === reply.id && reply.text !== null)
        followReply(reply.id, reply.text, !reply.streaming)
      return
    }
    // a line waits while the person is in the middle of saying something
    const talking = snapshot.stage === "listening" && snapshot.heard !== ""
    const line = talking ? undefined : lines.shift()
    if (line !== undefined) {
      startSpeaking(line.id, line.text, true, line.tone)
      return
    }
    if (endAfterLines) {
      stop()
      return
    }
    if (awaiting !== null && busy) awaiting.sawBusy = true
    if (held !== null && !busy) {
      const text = held
      held = null
      sendTurn(text)
      return
    }
    const answer = awaiting !== null && reply !== null && reply.id !== awaiting.before ? reply : null
    if (answer !== null && !read.has(answer.id)) {
      if (answer.failed) {
        read.add(answer.id)
        awaiting = null
        lines.push({ id: "reply-failed", text: REPLY_FAILED_SPEECH, tone: "calm" })
        again = true
        return
      }
      const text = answer.text ?? ""
      // speech starts at the first complete sentence, while the reply still arrives
      if (answer.streaming && speakableSentences(text, false).length === 0) return setThinking()
      read.add(answer.id)
      awaiting = null
      if (text.trim() !== "") {
        startSpeaking(answer.id, text, !answer.streaming)
        return
      }
    } else if (
      awaiting !== null &&
      answer === null &&
      !busy &&
      (awaiting.sawBusy || Date.now() - awaiting.at >= NOT_TAKEN_MS)
    ) {
      // refused, or never accepted: the words are back in the input
      awaiting = null
      endAfterLines = true
      lines.push({ id: "not-sent", text: NOT_SENT_SPEECH, tone: "calm" })
      again = true
      return
    }
    if (awaiting !== null || held !== null) return setThinking()
    if (snapshot.stage !== "listening") {
      setStage("listening")
      armSilence()
    }
    listen()
  }

  const setThinking = () => {
    if (snapshot.stage === "thinking") return
    quiet()
    setStage("thinking")
  }

  return {
    subscribe: (subscriber: () => void) => {
      subscribers.add(subscriber)
      return () => {
        subscribers.delete(subscriber)
      }
    },
    getSnapshot: () => snapshot,

    start: (startRoute: StartRoute) => {
      if (inputs === null || snapshot.stage !== "off") return
      route = startRoute
      read = new Set(inputs.reply === null ? [] : [inputs.reply.id])
      crisisSeen = inputs.crisisRaised
      noticeSeen = inputs.notice?.id ?? null
      cardReadFully = false
      quickEnds = 0
      setHandsFree(true)
      unsubscribeSpeaker = onSpeakingChange(step)
      publish({ stage: "listening", heard: "", onDevice: startRoute === "on-device" })
      listen()
      armSilence()
      // the panel is already up: a short reminder of where the numbers are
      if (inputs.crisisRaised > 0) say({ id: "crisis-card", text: inputs.crisisWords(false), tone: "calm" })
    },

    /** The screen changed: a reply grew, the crisis panel rose, the clock spoke, the session ended. */
    update: (next: HandsFreeInputs) => {
      const previous = inputs
      inputs = next
      if (snapshot.stage === "off") return
      if (next.crisisRaised > crisisSeen) {
        crisisSeen = next.crisisRaised
        const full = !cardReadFully
        cardReadFully = true
        lines.unshift({ id: "crisis-card", text: next.crisisWords(full), tone: "calm" })
      }
      if (next.notice !== null && next.notice.id !== noticeSeen) {
        noticeSeen = next.notice.id
        lines.push({ id: `notice-${next.notice.id}`, text: next.notice.text, tone: "calm" })
      }
      if (next.disabled && previous?.disabled !== true) {
        quiet()
        held = null
        awaiting = null
        endAfterLines = true
        lines.push({ id: "session-over", text: SESSION_OVER_SPEECH, tone: "calm" })
      }
      step()
    },

    interrupt,
    stop,
  }
}

export type HandsFree = ReturnType<typeof createHandsFree>
