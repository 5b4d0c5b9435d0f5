import { Metric } from "effect"

/*
 * What an operator scrapes at GET /metrics (COGI_METRICS_PORT): counts, durations and depths, labelled by route
 * template, queue, projection or crisis category — never by user, text, address or token. The catalogue is here,
 * below every layer that records into it; the scrape itself samples the database-side figures
 * (cli/observability/metrics-server.ts).
 */

export const httpRequests = Metric.counter("cogi_http_requests_total", {
  description: "HTTP requests answered, by method, route template and status",
  incremental: true,
})

export const httpRequestSeconds = Metric.histogram("cogi_http_request_duration_seconds", {
  description: "Time to the response head, by method and route template",
  boundaries: Metric.boundariesFromIterable([0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]),
})

export const eventAppends = Metric.counter("cogi_event_appends_total", {
  description: "Append statements that stored events",
  incremental: true,
})

export const appendConflicts = Metric.counter("cogi_event_append_conflicts_total", {
  description: "Appends refused for a stale stream version (retried by the command handler)",
  incremental: true,
})

export const crisisCardsShown = Metric.counter("cogi_crisis_cards_shown_total", {
  description: "Replies that raised the crisis card, by category (counts only)",
  incremental: true,
})

export const openSseStreams = Metric.gauge("cogi_sse_streams_open", {
  description: "Server-Sent Event streams this process is sending now (replies and resumed replies)",
})

export const replyRelaysInFlight = Metric.gauge("cogi_reply_relays_in_flight", {
  description: "Relayed replies still being written (sampled at scrape)",
})

export const jobQueueDepth = Metric.gauge("cogi_job_queue_depth", {
  description: "Jobs waiting or retrying, by queue (sampled at scrape)",
})

export const jobFailures = Metric.gauge("cogi_job_failures", {
  description: "Jobs failed for good and still kept by pg-boss, by queue (sampled at scrape)",
})

export const projectorLag = Metric.gauge("cogi_projector_lag_events", {
  description: "Events the slowest async projection has not read yet (sampled at scrape)",
})

export const poolConnections = Metric.gauge("cogi_db_connections", {
  description: "Connections of Cogi's pools to Postgres, by state (sampled at scrape, all replicas)",
})
