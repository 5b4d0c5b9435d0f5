/**
 * The capacity scenario's people, in a process of their own (forked by test/bench/capacity-bench.ts, so their
 * CPU is not the server's): each person, in a live session of their own chat, sends a message every
 * `messageEveryMs` (first at a random moment of the first period) and reads the reply as the page does — SSE on
 * the POST; with `relay`, a fresh P-256 `reply_key`, the sealed relay path — then stores it (POST …/replies);
 * every `pollEveryMs` they poll session-info and the session's status. The first-chunk time is from sending the
 * POST to the first `token` frame. Answers one `LoadReport` over IPC when the run and its last replies ended.
 */
import { createECDH } from "node:crypto"

export interface LoadPlan {
  readonly baseUrl: string
  readonly people: ReadonlyArray<{ readonly token: string; readonly chatId: string }>
  readonly relay: boolean
  readonly seconds: number
  readonly messageEveryMs: number
  readonly pollEveryMs: number
  /** false for the bare SSE server: nothing to store. */
  readonly storeReplies: boolean
}

export interface LoadReport {
  /** First-chunk times (ms) of the replies, and when each message was sent (Date.now()). */
  readonly firstChunkMs: ReadonlyArray<number>
  readonly sentAt: ReadonlyArray<number>
  readonly pollMs: ReadonlyArray<number>
  readonly errors: number
  /** The first few errors, said (status and code: no message text). */
  readonly errorSamples: ReadonlyArray<string>
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const run = async (plan: LoadPlan): Promise<LoadReport> => {
  const firstChunkMs: Array<number> = []
  const sentAt: Array<number> = []
  const pollMs: Array<number> = []
  const errorSamples: Array<string> = []
  let errors = 0
  const failed = (what: string) => {
    errors += 1
    if (errorSamples.length < 8) errorSamples.push(what)
  }
  const end = performance.now() + plan.seconds * 1000

  const send = async (person: LoadPlan["people"][number]) => {
    const auth = { authorization: `Bearer ${person.token}` }
    const body: Record<string, string> = {
      content: "Oggi è stata una giornata pesante",
      ciphertext: "Y2lwaGVy",
    }
    if (plan.relay) {
      const key = createECDH("prime256v1")
      key.generateKeys()
      body["reply_key"] = key.getPublicKey().toString("base64")
    }
    sentAt.push(Date.now())
    const started = performance.now()
    const response = await fetch(`${plan.baseUrl}/api/chats/${person.chatId}/messages`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
    })
    if (response.status !== 200 || response.body === null) {
      const code = await response.text().then(
        (t) => /"code":"(\w+)"/.exec(t)?.[1] ?? "",
        () => "",
      )
      return failed(`send ${response.status} ${code}`)
    }
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    let text = ""
    let first = false
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      text += value
      if (!first && text.includes("event: token")) {
        first = true
        firstChunkMs.push(performance.now() - started)
      }
    }
    if (!first || !text.includes("event: done") || text.includes("event: error"))
      return failed(`reply ${first ? "" : "without words "}${text.includes("event: error") ? "error" : ""}`)
    if (!plan.storeReplies) return
    const replyId = /"reply_id":"([0-9a-f-]{36})"/.exec(text)?.[1]
    const stored = await fetch(`${plan.baseUrl}/api/chats/${person.chatId}/replies`, {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ reply_id: replyId, ciphertext: "cmlzcG9zdGE=" }),
    })
    await stored.arrayBuffer()
    if (stored.status !== 200) failed(`store ${stored.status}`)
  }

  const poll = async (person: LoadPlan["people"][number]) => {
    const headers = { authorization: `Bearer ${person.token}` }
    for (const path of ["/api/user/session-info", `/api/sessions/status/${person.chatId}`]) {
      const started = performance.now()
      const response = await fetch(`${plan.baseUrl}${path}`, { headers })
      await response.arrayBuffer()
      if (response.status !== 200) failed(`poll ${response.status}`)
      else pollMs.push(performance.now() - started)
    }
  }

  /** Runs `act` every `everyMs`, from a random moment of the first period, until the run ends. */
  const every = async (everyMs: number, act: () => Promise<void>) => {
    const inFlight: Array<Promise<void>> = []
    const until = (ms: number) => sleep(Math.min(ms, Math.max(0, end - performance.now())))
    const first = Math.random() * everyMs
    // a first moment past the run's end is no request (not one squeezed in at the end, all at once)
    if (first >= plan.seconds * 1000) return
    await until(first)
    while (performance.now() < end) {
      inFlight.push(act().catch((error: unknown) => failed(`network ${(error as Error).name}`)))
      await until(everyMs)
    }
    await Promise.all(inFlight)
  }

  await Promise.all(
    plan.people.flatMap((person) => [
      every(plan.messageEveryMs, () => send(person)),
      every(plan.pollEveryMs, () => poll(person)),
    ]),
  )
  return { firstChunkMs, sentAt, pollMs, errors, errorSamples }
}

process.once("message", (plan: LoadPlan) => {
  void run(plan).then((report) => process.send?.(report, () => process.exit(0)))
})
