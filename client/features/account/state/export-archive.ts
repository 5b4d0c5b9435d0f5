import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { openReply } from "../../../lib/crypto/reply-envelope.ts"
import { imageExtension, type OpenedImage } from "../../../lib/crypto/stored-image.ts"
import type { ExportSources } from "../api/export-sources.ts"
import { journeyMarkdown, openJourneyForExport } from "./export-journey.ts"
import { ledgerLineIt } from "./export-ledger.ts"
import { openSafetyPlan, safetyPlanMarkdown } from "./export-safety-plan.ts"
import { zipFiles, type ZipEntry } from "./zip.ts"
import { formatInstant } from "../../../lib/format-date.ts"

export const UNREADABLE = "[non leggibile: cifrato con una chiave che questo account non ha più]"

const APPROACHES: Record<string, string> = {
  claude: "Profondo e riflessivo",
  gpt: "Equilibrato e versatile",
  gemini: "Creativo con supporto visivo",
}

const dateIt = (iso: string) => formatInstant(iso, "romeDateTime")

type Chat = ExportSources["chats"][number]

/** A picture in the Markdown: a link to its file in the archive, or why it is not there. */
const imageMention = (m: { image: boolean; image_file: string | null; image_description: string | null }) =>
  !m.image
    ? ""
    : m.image_file !== null
      ? ` ![${m.image_description ?? "Immagine"}](${m.image_file})`
      : " [immagine non inclusa nell'archivio]"
type Replaced = ExportSources["server"]["superseded_messages"][number]

/** What "Rigenera"/"Modifica" did to a message, in the Markdown. */
const REPLACED_BY: Record<Replaced["reason"], string> = {
  regenerate: "sostituito da «Rigenera»",
  edit: "sostituito con «Modifica»",
}

/**
 * The conversation as shown, with the messages "Rigenera"/"Modifica" replaced (the server's export lists them:
 * GET /chats/{id} no longer does) back in their place in time, marked as replaced.
 */
const conversationMessages = (chat: Chat, replaced: ReadonlyArray<Replaced>) =>
  [
    ...chat.messages.map((m) => ({ ...m, picture: m.image, superseded: null })),
    ...replaced
      .filter((m) => m.chat_id === chat.id)
      .map((m) => ({ ...m, picture: null, superseded: { at: m.superseded_at, reason: m.reason } })),
  ].sort((a, b) => a.timestamp.localeCompare(b.timestamp))

const open = (keyring: Keyring, record: string | null) =>
  record === null || record === ""
    ? Promise.resolve("")
    : decryptText(keyring, record).catch(() => UNREADABLE)

/** A reply's text without the envelope its marks travel in (reply-envelope.ts): the words as shown. */
const openMessage = async (keyring: Keyring, role: "user" | "assistant", record: string) => {
  const text = await open(keyring, record)
  return role === "assistant" && text !== UNREADABLE ? openReply(text).text : text
}

/** Opens a message's picture for the archive; null when it cannot be opened (then only its mention stays). */
export type OpenImage = (url: string) => Promise<OpenedImage | null>

/**
 * The conversations in clear (decrypted here, in the browser), their pictures as files, the safety plan, the
 * appointments, the journey and everything else the account holds; every entry of the ZIP dated.
 */
export const buildExport = async (
  sources: ExportSources,
  keyring: Keyring,
  now: Date,
  openImage: OpenImage = () => Promise.resolve(null),
) => {
  const pictures: Array<ZipEntry> = []
  const conversations = []
  for (const [chatIndex, chat] of sources.chats.entries()) {
    const messages = []
    for (const message of conversationMessages(chat, sources.server.superseded_messages)) {
      const opened = message.picture === null ? null : await openImage(message.picture.url)
      const file =
        opened === null
          ? null
          : `immagini/conversazione-${chatIndex + 1}-${pictures.length + 1}.${imageExtension(opened.type)}`
      if (opened !== null && file !== null)
        pictures.push({ name: file, bytes: opened.bytes, date: new Date(message.timestamp) })
      messages.push({
        role: message.role,
        timestamp: message.timestamp,
        text: await openMessage(keyring, message.role, message.content),
        image: message.picture !== null || ("image" in message && message.image === true),
        image_file: file,
        image_description: message.picture?.alt ?? null,
        superseded: message.superseded,
      })
    }
    conversations.push({
      id: chat.id,
      title: chat.title === null ? null : await open(keyring, chat.title),
      approach: APPROACHES[chat.therapeutic_approach] ?? chat.therapeutic_approach,
      created_at: chat.created_at,
      messages,
    })
  }
  const journey = await openJourneyForExport(sources, keyring)
  const data = {
    exported_at: now.toISOString(),
    profile: sources.profile,
    consent: sources.server.consent,
    session_info: sources.sessionInfo,
    credit_ledger: sources.server.credit_ledger.map((line) => ({
      ...line,
      description: ledgerLineIt(line, dateIt),
    })),
    appointments: sources.server.appointments,
    safety_plan: await openSafetyPlan(sources, keyring),
    conversations,
    journey,
  }
  const p = sources.profile
  const lines = [
    `# I miei dati su Cogi`,
    ``,
    `Esportati il ${dateIt(data.exported_at)}. Le conversazioni sono state decifrate nel tuo browser.`,
    ``,
    `## Profilo`,
    ``,
    `- Nome: ${p.name}`,
    `- Email: ${p.email}`,
    `- Nome dell'assistente: ${p.ai_name}`,
    `- Registrazione: ${dateIt(p.created_at)}`,
    `- Contatto di emergenza: ${p.emergency_contact === null ? "nessuno" : `${p.emergency_contact.name}, ${p.emergency_contact.phone} (${p.emergency_contact.relation ?? "Non specificato"})`}`,
    `- Consenso al trattamento dei dati sul benessere emotivo e dichiarazione di maggiore età: ${data.consent === null ? "non registrati" : `dati il ${dateIt(data.consent.at)}`}`,
    ``,
    `## Movimenti delle sessioni`,
    ``,
    ...(data.credit_ledger.length === 0
      ? ["Nessun movimento."]
      : data.credit_ledger.map((line) => `- ${line.description}`)),
    ``,
    `## Appuntamenti`,
    ``,
    ...(data.appointments.length === 0
      ? ["Nessun appuntamento."]
      : data.appointments.map(
          (a) =>
            `- ${dateIt(a.scheduled_at)}${a.cancelled ? " (annullato)" : ""}${a.reminder_emails_enabled ? ", con promemoria via email" : ""}${a.notes === "" ? "" : ` — ${a.notes}`}`,
        )),
    ``,
    ...safetyPlanMarkdown(data.safety_plan, dateIt),
    `## Conversazioni`,
    ...conversations.flatMap((chat) => [
      ``,
      `### ${chat.title === null || chat.title === "" ? "Sessione senza titolo" : chat.title}`,
      ``,
      `${dateIt(chat.created_at)} · ${chat.approach}`,
      ``,
      ...chat.messages.map(
        (m) =>
          `**${m.role === "user" ? "Tu" : p.ai_name}** (${dateIt(m.timestamp)}${m.superseded === null ? "" : `, ${REPLACED_BY[m.superseded.reason]} il ${dateIt(m.superseded.at)}`}): ${m.text}${imageMention(m)}`,
      ),
    ]),
    ``,
    ...journeyMarkdown(journey, dateIt),
  ]
  const markdown = lines.join("\n")
  const archive = zipFiles([
    { name: "i-miei-dati.json", text: `${JSON.stringify(data, null, 2)}\n`, date: now },
    { name: "i-miei-dati.md", text: markdown, date: now },
    ...pictures,
  ])
  return { data, markdown, archive, fileName: `cogi-i-miei-dati-${data.exported_at.slice(0, 10)}.zip` }
}
