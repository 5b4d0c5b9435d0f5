import { Layer, Logger } from "effect"

/*
 * One JSON object per line in production (NODE_ENV=production: what a log shipper parses), the readable lines
 * in development. Every line of a request carries its `request_id` (api/request-observability.ts). What is
 * logged never holds the text of messages, names, addresses, tokens or keys: the log calls pass ids, tags and
 * counts only, and the request line has the path without its query.
 */
export const loggingFromEnv: Layer.Layer<never> =
  process.env.NODE_ENV === "production" ? Logger.layer([Logger.consoleJson]) : Layer.empty
