import { Cause, ConfigProvider, Effect, Exit, Layer, Tracer } from "effect"
import { FetchHttpClient } from "effect/http"
import { OtlpSerialization, OtlpTracer } from "effect/observability"

/*
 * Traces over OTLP/HTTP through Effect's own exporter, only when OTEL_EXPORTER_OTLP_ENDPOINT (or
 * OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) is set; every other standard variable is read by it: OTEL_SERVICE_NAME,
 * OTEL_RESOURCE_ATTRIBUTES, OTEL_EXPORTER_OTLP_HEADERS, _COMPRESSION, _TIMEOUT, OTEL_BSP_SCHEDULE_DELAY,
 * OTEL_SDK_DISABLED, OTEL_TRACES_EXPORTER (`otlp` unless said otherwise, as in the OpenTelemetry SDKs).
 * The spans already in the code are exported: HTTP requests (the framework's), use cases (`Commands.*`),
 * appends, jobs (`Jobs.*`), AI calls (`AiService.*`). What leaves the process is scrubbed below.
 */

/** Attributes that would carry who someone is or what they wrote: never exported. */
const personalAttribute =
  /^(client\.address|user_agent\.original|url\.full|url\.query|key)$|email|name|text|content|address|token|password/i

/** A failed span says what failed (the error's tag or class), never its message: messages may quote values. */
const withoutMessages = (exit: Exit.Exit<unknown, unknown>): Exit.Exit<unknown, unknown> => {
  if (Exit.isSuccess(exit) || Cause.hasInterruptsOnly(exit.cause)) return exit
  const error = Cause.squash(exit.cause) as { _tag?: unknown; name?: unknown } | null
  const label = String(error?._tag ?? error?.name ?? "Error")
  const safe = new Error(label)
  safe.name = label
  safe.stack = label
  return Exit.die(safe)
}

const scrubbed = (tracer: Tracer.Tracer): Tracer.Tracer =>
  Tracer.make({
    ...tracer,
    span(options) {
      const span = tracer.span(options)
      const attribute = span.attribute.bind(span)
      const end = span.end.bind(span)
      span.attribute = (key, value) => {
        if (!personalAttribute.test(key)) attribute(key, value)
      }
      span.end = (endTime, exit) => end(endTime, withoutMessages(exit))
      return span
    },
  })

const endpoint = () =>
  process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_ENDPOINT || undefined

/** The OTLP tracer when an endpoint is configured; nothing otherwise. */
export const tracingFromEnv: Layer.Layer<never> = Layer.unwrap(
  Effect.sync(() => {
    if (endpoint() === undefined) return Layer.empty
    const env = {
      OTEL_SERVICE_NAME: "cogi",
      OTEL_TRACES_EXPORTER: "otlp",
      ...(process.env as Record<string, string>),
    }
    const otlp = OtlpTracer.layerFromConfig().pipe(
      Layer.provide([FetchHttpClient.layer, OtlpSerialization.layerJson]),
      Layer.provide(ConfigProvider.layer(ConfigProvider.fromEnv({ env }))),
    )
    const wrapped = Layer.effect(
      Tracer.Tracer,
      Effect.gen(function* () {
        return scrubbed(yield* Tracer.Tracer)
      }),
    )
    return wrapped.pipe(Layer.provide(otlp))
  }),
)
