import { formatItalianDate } from "../../domain/shared/italian-dates.ts"
import { escapeHtml } from "../html-escape.ts"
import { checkoutPackages } from "./checkout-packages.ts"
import { localPageStyles, localTestModeNotice } from "./local-checkout-page.ts"
import type { LocalPortalSession } from "./local-portal-store.ts"

/** Where the page and its form live; the API serves GET (page) and POST (form field `action=cancel`) there. */
export const localPortalPath = (id: string) => `/api/payments/local-portal/${encodeURIComponent(id)}`

const back = (portal: LocalPortalSession) =>
  `<p><a href="${escapeHtml(portal.returnUrl)}">Torna a Cogi</a></p>`

const body = (portal: LocalPortalSession, path: string) => {
  const until = escapeHtml(formatItalianDate(portal.expiresAt))
  if (portal.cancelled)
    return (
      `<p class="state" role="status">Il rinnovo è annullato: l'abbonamento resta valido fino a ${until}, poi non si ` +
      `rinnova e non ti verrà addebitato nulla.</p>${back(portal)}`
    )
  return (
    `<p class="state">Si rinnova automaticamente ${until}.</p>` +
    `<p>Se annulli il rinnovo, le sessioni del periodo in corso restano tue fino a ${until}; dopo non ti verrà ` +
    `addebitato nulla.</p>` +
    `<div class="actions"><form method="post" action="${escapeHtml(path)}">` +
    `<input type="hidden" name="action" value="cancel"><button type="submit" class="cancel">Annulla il rinnovo</button>` +
    `</form></div>${back(portal)}`
  )
}

/**
 * The local provider's stand-in for Stripe's customer portal, in Italian: the monthly subscription, when it
 * renews, and "Annulla il rinnovo" (it then runs to the period's end), with the no-money notice.
 */
export const renderLocalPortalPage = (portal: LocalPortalSession): string => {
  const pkg = checkoutPackages.monthly_subscription
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Il tuo abbonamento – Cogi</title>
<style>${localPageStyles}</style>
</head>
<body>
<main>
<h1>Il tuo abbonamento</h1>
<p class="notice" role="note">${escapeHtml(localTestModeNotice)}</p>
<section class="product" aria-label="Abbonamento">
<h2>${escapeHtml(pkg.productName)}</h2>
<p>${escapeHtml(pkg.description)}</p>
<p class="price">${escapeHtml(pkg.priceLabel)}</p>
</section>
${body(portal, localPortalPath(portal.id))}
</main>
</body>
</html>
`
}
