import { EMERGENCY_NUMBER, TELEFONO_AMICO } from "../../../domain/safety/crisis-resources.ts"
import { escapeHtml } from "../../html-escape.ts"
import { withoutLinks } from "./user-text.ts"

/** What every template produces: ready to hand to `Mailer.send` with a recipient. */
export interface RenderedMail {
  readonly subject: string
  readonly text: string
  readonly html: string
}

/** The parts of a mail; every string is plain text (user input included) and is escaped when rendered. */
export interface MailContent {
  readonly subject: string
  readonly name: string
  readonly intro: ReadonlyArray<string>
  readonly details?: ReadonlyArray<readonly [label: string, value: string]>
  readonly action?: { readonly label: string; readonly url: string }
  /** A second, quieter link below the button (e.g. "reset the password" beside "sign in"). */
  readonly secondaryAction?: { readonly label: string; readonly url: string }
  readonly outro?: ReadonlyArray<string>
}

export const signOff = "Un caro saluto,\nIl team di Cogi"

export const disclaimer =
  "Cogi offre supporto emotivo digitale con un assistente basato sull'intelligenza artificiale e non sostituisce " +
  "uno psicologo, uno psicoterapeuta o un medico. Se sei in pericolo o temi di farti del male, chiama subito il " +
  `${EMERGENCY_NUMBER.phone} oppure ${TELEFONO_AMICO.name} allo ${TELEFONO_AMICO.phone}.`

const greeting = (name: string) => (name.trim() === "" ? "Ciao," : `Ciao ${withoutLinks(name.trim())},`)

const colors = { text: "#1f2a2e", muted: "#5a6569", accent: "#2f5d50", page: "#f4f1ec", card: "#ffffff" }
const font = "font-family:Helvetica,Arial,sans-serif;"

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;${font}font-size:16px;line-height:1.6;color:${colors.text};">${escapeHtml(text)}</p>`

const renderDetailsHtml = (details: ReadonlyArray<readonly [string, string]>) =>
  `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;">${details
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;${font}font-size:15px;color:${colors.muted};font-weight:normal;vertical-align:top;">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;${font}font-size:15px;color:${colors.text};font-weight:bold;">${escapeHtml(value)}</td></tr>`,
    )
    .join("")}</table>`

const renderActionHtml = (action: { readonly label: string; readonly url: string }) => {
  const href = escapeHtml(action.url)
  return (
    `<p style="margin:8px 0 24px;"><a href="${href}" style="display:inline-block;background:${colors.accent};color:#ffffff;` +
    `${font}font-size:16px;font-weight:bold;text-decoration:none;padding:12px 22px;border-radius:6px;">${escapeHtml(action.label)}</a></p>` +
    `<p style="margin:0 0 16px;${font}font-size:14px;line-height:1.5;color:${colors.muted};">Se il pulsante non funziona, copia e incolla questo indirizzo nel browser:<br>` +
    `<a href="${href}" style="color:${colors.accent};word-break:break-all;">${href}</a></p>`
  )
}

const renderSecondaryHtml = (action: { readonly label: string; readonly url: string }) =>
  `<p style="margin:0 0 16px;${font}font-size:15px;line-height:1.5;color:${colors.text};">` +
  `<a href="${escapeHtml(action.url)}" style="color:${colors.accent};">${escapeHtml(action.label)}</a></p>`

const renderHtml = (content: MailContent): string =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>${escapeHtml(content.subject)}</title></head>` +
  `<body style="margin:0;padding:0;background:${colors.page};">` +
  `<div role="article" aria-label="${escapeHtml(content.subject)}" lang="it" style="padding:24px 12px;background:${colors.page};">` +
  `<div style="max-width:560px;margin:0 auto;background:${colors.card};border-radius:10px;padding:28px 24px;">` +
  `<p style="margin:0 0 20px;${font}font-size:20px;font-weight:bold;color:${colors.accent};">Cogi</p>` +
  paragraph(greeting(content.name)) +
  content.intro.map(paragraph).join("") +
  (content.details && content.details.length > 0 ? renderDetailsHtml(content.details) : "") +
  (content.action ? renderActionHtml(content.action) : "") +
  (content.secondaryAction ? renderSecondaryHtml(content.secondaryAction) : "") +
  (content.outro ?? []).map(paragraph).join("") +
  `<p style="margin:24px 0 0;${font}font-size:16px;line-height:1.6;color:${colors.text};">${escapeHtml(signOff).replace("\n", "<br>")}</p>` +
  `</div>` +
  `<p style="max-width:560px;margin:16px auto 0;${font}font-size:13px;line-height:1.5;color:${colors.muted};">${escapeHtml(disclaimer)}</p>` +
  `</div></body></html>`

const renderText = (content: MailContent): string =>
  [
    greeting(content.name),
    ...content.intro,
    ...(content.details && content.details.length > 0
      ? [content.details.map(([label, value]) => `${label}: ${value}`).join("\n")]
      : []),
    ...(content.action ? [`${content.action.label}:\n${content.action.url}`] : []),
    ...(content.secondaryAction ? [`${content.secondaryAction.label}:\n${content.secondaryAction.url}`] : []),
    ...(content.outro ?? []),
    signOff,
    "--",
    disclaimer,
  ].join("\n\n") + "\n"

/** Renders the text and HTML parts of a mail from the same content, so they never say different things. */
export const renderMail = (content: MailContent): RenderedMail => ({
  subject: content.subject,
  text: renderText(content),
  html: renderHtml(content),
})
