/**
 * A module (or what is built from it) loaded on the first call and shared by every later one. The provider SDKs
 * (Anthropic, OpenAI, Gemini, Stripe, nodemailer) are about half the files a start would otherwise read, and a
 * quick start with the local providers uses none of them. A failed load is forgotten, so the next call tries again.
 */
export const loadOnce = <A>(load: () => Promise<A>): (() => Promise<A>) => {
  let loading: Promise<A> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
