/** "9,99 €" for euro (plain space, as written on the site); other currencies through Intl. */
export const formatAmount = (cents: number, currency: string): string =>
  currency.toLowerCase() === "eur"
    ? `${(cents / 100).toFixed(2).replace(".", ",")} €`
    : new Intl.NumberFormat("it-IT", { style: "currency", currency: currency.toUpperCase() }).format(
        cents / 100,
      )

/** Joins a base URL (no trailing slash needed) and a path with a query parameter. */
export const linkTo = (publicUrl: string, path: string, params: Record<string, string> = {}): string => {
  // Concatenated, not resolved: a PUBLIC_URL with a path prefix (https://x.it/cogi) must keep it.
  const url = new URL(`${publicUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  return url.toString()
}
