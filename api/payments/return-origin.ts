import { Result } from "effect"

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * The origin the provider sends the browser back to. The client's `frontend_origin` is used only when it is
 * PUBLIC_URL's own origin or a localhost origin (development); any other origin falls back to PUBLIC_URL, so the
 * endpoint can never become an open redirect. Not an http(s) origin at all: failure (the API answers 400).
 */
export const returnOrigin = (
  frontendOrigin: string | undefined,
  publicUrl: string,
): Result.Result<string, "invalid"> => {
  const ours = new URL(publicUrl).origin
  const given = frontendOrigin?.trim() ?? ""
  if (given === "") return Result.succeed(ours)
  if (!URL.canParse(given)) return Result.fail("invalid")
  const url = new URL(given)
  const bare =
    url.pathname === "/" && url.search === "" && url.hash === "" && url.username === "" && url.password === ""
  if (!/^https?:$/.test(url.protocol) || !bare) return Result.fail("invalid")
  if (url.origin === ours || localHosts.has(url.hostname)) return Result.succeed(url.origin)
  return Result.succeed(ours)
}

export const successUrl = (origin: string) => `${origin}/payment-success?session_id={CHECKOUT_SESSION_ID}`
export const cancelUrl = (origin: string) => `${origin}/payment-cancelled`
/** Where the subscription's portal sends the browser back: the dashboard and its credits card. */
export const portalReturnUrl = (origin: string) => `${origin}/dashboard`
