/** A reply stored by whoever claimed it: what the chat screen needs to show it without fetching it again. */
export type ClaimedReply = {
  readonly replyId: string
  readonly ciphertext: string
  readonly text: string
  readonly crisis: boolean
  readonly interrupted: boolean
}

/** The replies being delivered in this page, by the user's message they answer (their key's name). */
const claims = new Map<string, Promise<ClaimedReply | null>>()

/**
 * One reply is stored by one writer: the dashboard's delivery of replies finished while the person was away, or
 * the chat screen resuming them. Whoever comes second waits for the first and takes its result (the reply stored
 * there, or null) instead of fetching, opening and storing it again.
 */
export const replyClaims = {
  /** Runs `deliver` unless the reply is being delivered already; either way answers that delivery's result. */
  run: (messageId: string, deliver: () => Promise<ClaimedReply | null>): Promise<ClaimedReply | null> => {
    const current = claims.get(messageId)
    if (current !== undefined) return current
    const delivery = deliver()
      .catch(() => null)
      .finally(() => claims.delete(messageId))
    claims.set(messageId, delivery)
    return delivery
  },
  /** The delivery under way for this reply, if any. */
  inFlight: (messageId: string): Promise<ClaimedReply | null> | undefined => claims.get(messageId),
}
