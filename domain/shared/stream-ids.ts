/** Stream ids are `<category>-<id>`, one stream per aggregate (DESIGN §2): the one place they are spelled and read. */
export type StreamCategory =
  "user" | "wallet" | "chat" | "checkout" | "appointment" | "vault" | "journey" | "referral"

const streamOf =
  (category: StreamCategory) =>
  (id: string): string =>
    `${category}-${id}`

export const userStream = streamOf("user")
export const walletStream = streamOf("wallet")
export const chatStream = streamOf("chat")
export const checkoutStream = streamOf("checkout")
export const appointmentStream = streamOf("appointment")
/** The user's private vault: browser ciphertext only (the safety plan lives inside it). */
export const vaultStream = streamOf("vault")
/** The user's journey: session summaries, mood check-ins and the memory switch (browser ciphertext only). */
export const journeyStream = streamOf("journey")
/** One counted crisis card (issue 27): a stream of its own with a random id, tied to no user or chat. */
export const referralStream = streamOf("referral")

/** The aggregate id inside a stream id of `category` (`chat-<id>` → `<id>`); undefined for another category. */
export const idInStream = (category: StreamCategory, streamId: string): string | undefined =>
  streamId.startsWith(`${category}-`) ? streamId.slice(category.length + 1) : undefined

/** The aggregate id of a stream known to be of `category` (a projection folding that category's events). */
export const idOfStream = (category: StreamCategory, streamId: string): string =>
  streamId.slice(category.length + 1)
