import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import type { ExportSources } from "../api/export-sources.ts"
import { journeyMarkdown, openJourneyForExport } from "./export-journey.ts"
import { zipFiles } from "./zip.ts"

export const UNREADABLE = "[non leggibile: cifrato con una chiave che questo account non ha più]"

const APPROACHES: Record<string, string> = {
  claude: "Profondo e riflessivo",
  gpt: "Equilibrato e versatile",
  gemini: "Creativo con supporto visivo",
}

const dateIt = (iso: string) =>
  new Intl.DateTimeFormat("it-IT", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Rome" }).format(
    new Date(iso),
  )

type Chat = ExportSources["chats"][number]
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
    ...chat.messages.map((m) => ({ ...m, image: m.image !== null, superseded: null })),
    ...replaced
      .filter((m) => m.chat_id === chat.id)
      .map((m) => ({ ...m, superseded: { at: m.superseded_at, reason: m.reason } })),
  ].sort((a, b) => a.timestamp.localeCompare(b.timestamp))

const open = (keyring: Keyring, record: string | null) =>
  record === null || record === ""
    ? Promise.resolve("")
    : decryptText(keyring, record).catch(() => UNREADABLE)

/** The conversations in clear (decrypted here, in the browser), with everything else the account holds. */
export const buildExport = async (sources: ExportSources, keyring: Keyring, now: Date) => {
  const conversations = await Promise.all(
    sources.chats.map(async (chat) => ({
      id: chat.id,
      title: chat.title === null ? null : await open(keyring, chat.title),
      approach: APPROACHES[chat.therapeutic_approach] ?? chat.therapeutic_approach,
      created_at: chat.created_at,
      messages: await Promise.all(
        conversationMessages(chat, sources.server.superseded_messages).map(async (message) => ({
          role: message.role,
          timestamp: message.timestamp,
          text: await open(keyring, message.content),
          image: message.image,
          superseded: message.superseded,
        })),
      ),
    })),
  )
  const journey = await openJourneyForExport(sources, keyring)
  const data = {
    exported_at: now.toISOString(),
    profile: sources.profile,
    consent: sources.server.consent,
    session_info: sources.sessionInfo,
    credit_ledger: sources.server.credit_ledger,
    appointments: sources.server.appointments,
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
    ...data.credit_ledger.map(
      (line) => `- ${dateIt(line.at)} — ${line.type} ${JSON.stringify(line.details)}`,
    ),
    ``,
    `## Appuntamenti`,
    ``,
    ...(data.appointments.length === 0
      ? ["Nessun appuntamento."]
      : data.appointments.map(
          (a) =>
            `- ${dateIt(a.scheduled_at)}${a.cancelled ? " (annullato)" : ""}${a.notes === "" ? "" : ` — ${a.notes}`}`,
        )),
    ``,
    `## Conversazioni`,
    ...conversations.flatMap((chat) => [
      ``,
      `### ${chat.title === null || chat.title === "" ? "Sessione senza titolo" : chat.title}`,
      ``,
      `${dateIt(chat.created_at)} · ${chat.approach}`,
      ``,
      ...chat.messages.map(
        (m) =>
          `**${m.role === "user" ? "Tu" : p.ai_name}** (${dateIt(m.timestamp)}${m.superseded === null ? "" : `, ${REPLACED_BY[m.superseded.reason]} il ${dateIt(m.superseded.at)}`}): ${m.text}${m.image ? " [immagine]" : ""}`,
      ),
    ]),
    ``,
    ...journeyMarkdown(journey, dateIt),
  ]
  const markdown = lines.join("\n")
  const archive = zipFiles([
    { name: "i-miei-dati.json", text: `${JSON.stringify(data, null, 2)}\n` },
    { name: "i-miei-dati.md", text: markdown },
  ])
  return { data, markdown, archive, fileName: `cogi-i-miei-dati-${data.exported_at.slice(0, 10)}.zip` }
}
