import type { ReplyRequest } from "./ai-request.ts"
import { composeLocalReply, replyWords } from "./local-responder.ts"
import type { OpenTextStream } from "./reply-stream.ts"

export interface LocalSettings {
  /** Pause between streamed words, so the offline reply reads like a typed one. 0 in tests. */
  readonly wordDelayMs: number
}

export const DEFAULT_LOCAL_WORD_DELAY_MS = 40

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms)
    signal.addEventListener("abort", done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener("abort", done)
      resolve()
    }
  })

/** The offline responder as a provider: the composed reply, word by word, stopping when aborted. */
export const makeLocal =
  (settings: LocalSettings) =>
  (request: ReplyRequest): OpenTextStream =>
    async function* (signal) {
      const reply = composeLocalReply(request)
      for (const [index, word] of replyWords(reply).entries()) {
        if (index > 0 && settings.wordDelayMs > 0) await wait(settings.wordDelayMs, signal)
        if (signal.aborted) return
        yield word
      }
    }
