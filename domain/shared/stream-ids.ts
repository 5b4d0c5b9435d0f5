/** Stream ids are `<category>-<id>`, one stream per aggregate (DESIGN §2): the one place they are spelled. */
export const userStream = (userId: string) => `user-${userId}`
export const walletStream = (userId: string) => `wallet-${userId}`
export const chatStream = (chatId: string) => `chat-${chatId}`
export const checkoutStream = (checkoutId: string) => `checkout-${checkoutId}`
export const appointmentStream = (appointmentId: string) => `appointment-${appointmentId}`
/** The user's private vault: browser ciphertext only (the safety plan lives inside it). */
export const vaultStream = (userId: string) => `vault-${userId}`
/** The user's journey: session summaries, mood check-ins and the memory switch (browser ciphertext only). */
export const journeyStream = (userId: string) => `journey-${userId}`
