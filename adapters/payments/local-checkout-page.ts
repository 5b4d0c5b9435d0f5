import { checkoutPackages } from "./checkout-packages.ts"
import { escapeHtml } from "../html-escape.ts"
import type { LocalCheckoutSession } from "./local-checkout-store.ts"

export const localTestModeNotice =
  "Modalità di prova locale: nessun addebito reale, nessun denaro viene trasferito."

/** Where the page and its forms live; the API serves GET (page) and POST (form field `action`) there. */
export const localCheckoutPath = (sessionId: string) =>
  `/api/payments/local-checkout/${encodeURIComponent(sessionId)}`

/**
 * Origins the page's forms end up at after the 303: the API's CSP `form-action` must allow them too (browsers
 * enforce form-action on redirects), e.g. when the client runs on another origin in development.
 */
export const localCheckoutRedirectOrigins = (session: LocalCheckoutSession): ReadonlyArray<string> => [
  ...new Set(
    [session.successUrl, session.cancelUrl].flatMap((u) => (URL.canParse(u) ? [new URL(u).origin] : [])),
  ),
]

/** The local pages' own look (checkout and portal): plain, readable, no script. */
export const localPageStyles = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f1ec; color: #1f2a2e; }
  main { max-width: 480px; margin: 40px auto; padding: 28px 24px; background: #fff; border-radius: 12px; }
  h1 { font-size: 1.4rem; margin: 0 0 16px; }
  .notice { background: #fff6d6; border: 2px solid #c9a227; border-radius: 8px; padding: 12px 14px; font-weight: 600; }
  .product { margin: 20px 0; }
  .price { font-size: 1.6rem; font-weight: 700; margin: 4px 0 0; }
  .actions { display: flex; gap: 12px; flex-wrap: wrap; }
  form { margin: 0; }
  button { font: inherit; font-size: 1rem; padding: 12px 24px; border-radius: 8px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
  .pay { background: #2f5d50; color: #fff; border: 0; }
  .cancel { background: #fff; color: #1f2a2e; border: 1px solid #5a6569; }
  a { color: #2f5d50; }
`

const actionForm = (path: string, action: "pay" | "cancel", label: string) =>
  `<form method="post" action="${escapeHtml(path)}"><input type="hidden" name="action" value="${action}">` +
  `<button type="submit" class="${action}">${label}</button></form>`

const body = (session: LocalCheckoutSession, path: string) => {
  if (session.status === "complete") {
    return `<p>Questo pagamento di prova è già stato completato.</p><p><a href="${escapeHtml(session.successUrl.replaceAll("{CHECKOUT_SESSION_ID}", encodeURIComponent(session.sessionId)))}">Torna a Cogi</a></p>`
  }
  if (session.status === "expired") {
    return `<p>Questo pagamento è stato annullato: non è stato addebitato nulla.</p><p><a href="${escapeHtml(session.cancelUrl)}">Torna a Cogi</a></p>`
  }
  return `<div class="actions">${actionForm(path, "pay", "Paga")}${actionForm(path, "cancel", "Annulla")}</div>`
}

/** The local provider's checkout page, in Italian: product, price, the no-money notice, Paga / Annulla. */
export const renderLocalCheckoutPage = (
  session: LocalCheckoutSession,
  options: { formAction?: string } = {},
): string => {
  const pkg = checkoutPackages[session.packageType]
  const path = options.formAction ?? localCheckoutPath(session.sessionId)
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Pagamento di prova – Cogi</title>
<style>${localPageStyles}</style>
</head>
<body>
<main>
<h1>Conferma il tuo acquisto</h1>
<p class="notice" role="note">${escapeHtml(localTestModeNotice)}</p>
<section class="product" aria-label="Riepilogo">
<h2>${escapeHtml(pkg.productName)}</h2>
<p>${escapeHtml(pkg.description)}</p>
<p class="price">${escapeHtml(pkg.priceLabel)}</p>
</section>
${body(session, path)}
<p><small>Riferimento: ${escapeHtml(session.sessionId)}</small></p>
</main>
</body>
</html>
`
}
