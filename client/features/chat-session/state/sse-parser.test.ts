import { describe, expect, it } from "vitest"

import { createSseParser, toReplyEvent } from "./sse-parser.ts"

describe("SSE parser", () => {
  it("reads the server's frames even when chunks split lines, fields and \\r\\n pairs", () => {
    const wire =
      'event: meta\ndata: {"message_id":"m1","reply_id":"r1","provider":"local","crisis":false}\n\n' +
      'event: token\r\ndata: {"text":"Ciao"}\r\n\r\n' +
      ": a comment\n" +
      'event: token\ndata: {"text":" come stai?"}\n\n' +
      'event: done\ndata: {"reply_id":"r1"}\n\n'
    for (const size of [1, 3, 7, 1000]) {
      const parser = createSseParser()
      const frames = []
      for (let i = 0; i < wire.length; i += size) frames.push(...parser.push(wire.slice(i, i + size)))
      expect(frames.map((f) => f.event)).toEqual(["meta", "token", "token", "done"])
      expect(frames.map(toReplyEvent)).toEqual([
        {
          type: "meta",
          meta: {
            message_id: "m1",
            reply_id: "r1",
            provider: "local",
            crisis: false,
            risk: "none",
            recorded: true,
          },
        },
        { type: "token", text: "Ciao" },
        { type: "token", text: " come stai?" },
        { type: "done", replyId: "r1" },
      ])
    }
  })

  it("reads the risk grade and whether the message was recorded; an older server's crisis flag implies the grade", () => {
    const meta = (data: object) => {
      const event = toReplyEvent({ event: "meta", data: JSON.stringify({ reply_id: "r1", ...data }) })
      return event?.type === "meta" ? event.meta : null
    }
    expect(meta({ crisis: false, risk: "possible", recorded: true })).toMatchObject({
      risk: "possible",
      recorded: true,
    })
    expect(meta({ crisis: true, risk: "high", recorded: false })).toMatchObject({
      crisis: true,
      risk: "high",
      recorded: false,
    })
    expect(meta({ crisis: true })).toMatchObject({ risk: "high", recorded: true })
    expect(meta({ crisis: false, risk: "grave" })).toMatchObject({ risk: "none" })
  })

  it("joins several data lines, defaults the event name and drops an unfinished frame at the end", () => {
    const parser = createSseParser()
    expect(parser.push("data: a\ndata:b\n\nevent: token\ndata: {")).toEqual([
      { event: "message", data: "a\nb" },
    ])
    expect(parser.end()).toEqual([])
  })

  it("turns the error frame into an error event and ignores malformed or unknown frames", () => {
    expect(
      toReplyEvent({
        event: "error",
        data: '{"detail":"Il servizio non risponde","code":"ASSISTANT_UNAVAILABLE","message_id":"m1"}',
      }),
    ).toEqual({ type: "error", detail: "Il servizio non risponde", code: "ASSISTANT_UNAVAILABLE" })
    expect(toReplyEvent({ event: "token", data: "not json" })).toBeNull()
    expect(toReplyEvent({ event: "token", data: '{"text":3}' })).toBeNull()
    expect(toReplyEvent({ event: "ping", data: "{}" })).toBeNull()
    expect(toReplyEvent({ event: "meta", data: '{"reply_id":"r","crisis":true}' })).toMatchObject({
      meta: { crisis: true },
    })
  })
})
