import { createServer } from "node:http"

/*
 * A small OTLP/HTTP receiver (JSON encoding, what Effect's exporter sends with OtlpSerialization.layerJson): it
 * keeps every span of every POST /v1/traces, flattened, for a test to read the tree.
 */

export interface ReceivedSpan {
  readonly traceId: string
  readonly spanId: string
  readonly parentSpanId: string
  readonly name: string
  readonly attributes: Readonly<Record<string, unknown>>
  readonly startNs: bigint
  readonly endNs: bigint
}

interface OtlpAttribute {
  readonly key: string
  readonly value: Readonly<Record<string, unknown>>
}
interface OtlpBody {
  readonly resourceSpans?: ReadonlyArray<{
    readonly scopeSpans?: ReadonlyArray<{
      readonly spans?: ReadonlyArray<{
        traceId: string
        spanId: string
        parentSpanId?: string
        name: string
        attributes?: ReadonlyArray<OtlpAttribute>
        startTimeUnixNano: string
        endTimeUnixNano: string
      }>
    }>
  }>
}

export const startOtlpReceiver = async () => {
  const spans: ReceivedSpan[] = []
  const bodies: string[] = []
  const server = createServer((request, response) => {
    let body = ""
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")))
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        bodies.push(body)
        const parsed = JSON.parse(body) as OtlpBody
        for (const resource of parsed.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId ?? "",
                name: span.name,
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]),
                ),
                startNs: BigInt(span.startTimeUnixNano),
                endNs: BigInt(span.endTimeUnixNano),
              })
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok))
  const address = server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    /** Everything the exporter sent, as received (for the privacy grep). */
    raw: () => bodies.join("\n"),
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  }
}

/** The tree under `root` as indented lines: `name [http.route]`, children in start order. */
export const spanTree = (spans: ReadonlyArray<ReceivedSpan>, root: ReceivedSpan, depth = 0): string[] => {
  const route = root.attributes["http.route"]
  const ms = Number(root.endNs - root.startNs) / 1e6
  const line = `${"  ".repeat(depth)}${root.name}${route ? ` ${String(route)}` : ""} (${ms.toFixed(1)} ms)`
  const children = spans
    .filter((s) => s.parentSpanId === root.spanId)
    .sort((a, b) => (a.startNs < b.startNs ? -1 : 1))
  return [line, ...children.flatMap((child) => spanTree(spans, child, depth + 1))]
}
