import { formatRomeMediumDateTime } from "../../domain/shared/italian-dates.ts"
import { escapeHtml } from "../html-escape.ts"
import { linkifyText } from "./html.ts"
import type { OutboxMail } from "./outbox.ts"

const newestFirst = (mails: ReadonlyArray<OutboxMail>) =>
  [...mails].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || Number(b.id) - Number(a.id))

const renderMail = (mail: OutboxMail) => `
<article class="mail" aria-labelledby="mail-${escapeHtml(mail.id)}">
  <h2 id="mail-${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</h2>
  <p class="meta">A: <strong>${escapeHtml(mail.to)}</strong> · <time datetime="${mail.createdAt.toISOString()}">${escapeHtml(formatRomeMediumDateTime(mail.createdAt))}</time></p>
  <pre>${linkifyText(mail.text)}</pre>
  <details><summary>Versione HTML</summary>
    <iframe title="Versione HTML: ${escapeHtml(mail.subject)}" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe>
  </details>
</article>`

/**
 * The development mailbox (/dev/mailbox): the outbox's mails, newest first. Everything from a mail is escaped;
 * the only links are URLs found in its text.
 */
export const renderMailboxPage = (mails: ReadonlyArray<OutboxMail>): string => `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Posta in uscita (sviluppo) – Cogi</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 860px; padding: 24px 16px; color: #1f2a2e; background: #f4f1ec; }
  .notice { background: #fff6d6; border: 1px solid #e0c766; padding: 12px 16px; border-radius: 8px; }
  .mail { background: #fff; border-radius: 10px; padding: 16px 20px; margin: 16px 0; }
  .mail h2 { font-size: 1.15rem; margin: 0 0 4px; }
  .meta { color: #5a6569; margin: 0 0 12px; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; line-height: 1.5; }
  a { color: #2f5d50; }
  iframe { width: 100%; height: 520px; border: 1px solid #ddd; border-radius: 6px; background: #fff; }
</style>
</head>
<body>
<main>
<h1>Posta in uscita</h1>
<p class="notice">Pagina di sviluppo: nessun server SMTP è configurato (variabile <code>SMTP_URL</code>), quindi le email non vengono spedite ma conservate qui. Le più recenti sono in alto.</p>
${mails.length === 0 ? "<p>Nessuna email per ora.</p>" : newestFirst(mails).map(renderMail).join("\n")}
</main>
</body>
</html>
`
