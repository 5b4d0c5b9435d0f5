import { Agent, request } from "node:http"

export interface LoadResult {
  readonly count: number
  readonly errors: number
  readonly p50: number
  readonly p99: number
  readonly max: number
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN

export const summarize = (latencies: ReadonlyArray<number>, errors: number): LoadResult => {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
  }
}

const get = (agent: Agent, url: URL, headers: Record<string, string>) =>
  new Promise<number>((resolve) => {
    const req = request(url, { agent, headers }, (response) => {
      response.resume()
      response.on("end", () => resolve(response.statusCode ?? 0))
    })
    req.on("error", () => resolve(0))
    req.end()
  })

/**
 * An open-loop load: `rate` GETs a second for `seconds`, each sent on schedule whether or not earlier ones
 * answered (a slow server meets more requests, as in production), over keep-alive connections.
 * Latency is from sending to the end of the response; anything but 200 counts as an error.
 */
export const pacedLoad = async (options: {
  readonly url: URL
  readonly headers?: Record<string, string>
  readonly rate: number
  readonly seconds: number
}): Promise<{ latencies: number[]; errors: number }> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 })
  const total = Math.round(options.rate * options.seconds)
  const interval = 1000 / options.rate
  const latencies: number[] = []
  const pending: Array<Promise<void>> = []
  let errors = 0
  let sent = 0
  const started = performance.now()
  await new Promise<void>((done) => {
    const tick = () => {
      const due = Math.min(total, Math.floor((performance.now() - started) / interval) + 1)
      for (; sent < due; sent++) {
        const at = performance.now()
        pending.push(
          get(agent, options.url, options.headers ?? {}).then((status) => {
            if (status === 200) latencies.push(performance.now() - at)
            else errors++
          }),
        )
      }
      if (sent < total) setTimeout(tick, 1)
      else done()
    }
    tick()
  })
  await Promise.all(pending)
  agent.destroy()
  return { latencies, errors }
}
