/**
 * The options every provider SDK client (OpenAI, Anthropic) starts with: the key, the base URL when one is set, and
 * no retries of the SDK's own: retries and deadlines are ours (reply-stream.ts), the SDK's would retry after
 * tokens were shown.
 */
export const sdkClientOptions = (settings: { readonly apiKey: string; readonly baseUrl?: string }) => ({
  apiKey: settings.apiKey,
  ...(settings.baseUrl ? { baseURL: settings.baseUrl } : {}),
  maxRetries: 0,
})

/** The SDK's own time limit for a reply request, a backstop behind ours (reply-stream.ts). */
export const REPLY_REQUEST_TIMEOUT_MS = 120_000
