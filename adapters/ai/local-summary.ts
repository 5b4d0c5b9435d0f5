import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import { tidy } from "./local-listening.ts"
import { listed, rankTopics, topicsOf, withPreposition, type Topic } from "./local-topics.ts"

/*
 * The offline end-of-session summary of an everyday session (a crisis session's is in session-summary.ts): what
 * the person spoke of most — the people, the events, the feelings (local-topics.ts) — and what they said last,
 * what helped in their own words, and one thing to try that fits what they brought. Nothing is invented: what it
 * cannot recognise it quotes.
 */

export const OFFLINE_NOTE = "(Riassunto preparato dall'assistente offline.)"

/** The person said, in words of their own, that something helped: only then is it "what helped". */
export const HELPED =
  /\b(?:mi (?:ha|hanno|fa|fanno|ha fatto|hanno fatto) (?:bene|stare meglio|sentire meglio)|mi (?:ha|hanno) aiutat\w*|mi aiuta(?:no)?|(?:sto|mi sento) (?:un po |gia )?meglio)\b/

const TRY_NEXT: Readonly<Record<string, string>> = {
  "l'ansia":
    "quando senti l'ansia salire, prova a respirare lentamente per qualche minuto, contando fino a quattro mentre inspiri e mentre espiri.",
  "la tristezza":
    "concediti una piccola cosa gentile per te ogni giorno e, se puoi, racconta come stai a una persona di fiducia.",
  "la rabbia":
    "la prossima volta che la rabbia sale, prenditi qualche minuto prima di rispondere: una camminata o due righe scritte possono aiutare.",
  "la solitudine": "scrivi o telefona a una persona con cui stai bene, anche solo per un saluto.",
  "lo stress": "scegli una sola cosa da togliere o rimandare questa settimana, e nota che effetto ti fa.",
  "la paura": "scrivi che cosa temi e che cosa potresti fare se succedesse davvero: spesso dà più chiarezza.",
  "la stanchezza": "prova a concederti una pausa vera, senza schermi, prima di dormire.",
  "il senso di colpa":
    "prova a scrivere che cosa diresti a una persona cara che si sentisse come te: spesso siamo più gentili con gli altri che con noi.",
  "le notti senza sonno":
    "per qualche sera, spegni gli schermi mezz'ora prima di dormire e tieni accanto al letto un foglio per i pensieri che girano.",
  "i litigi":
    "scegli un momento tranquillo per dire come ti senti, partendo da «io mi sento…» invece che da «tu fai sempre…».",
  "il lutto":
    "concediti un momento per ricordare, a modo tuo, e lascia che qualcuno vicino sappia che è un periodo difficile.",
  "la fine di una relazione":
    "prenditi cura delle tue giornate con piccole abitudini che ti fanno stare bene.",
}

const TRY_WITH_PERSON = "trova un momento per dire {to} una cosa che senti, anche piccola, e nota come va."
export const TRY_ANYTHING =
  "ripensa a un momento della settimana che ti ha fatto bene e a che cosa lo ha reso possibile."

const KIND_ORDER: Readonly<Record<Topic["kind"], number>> = { person: 0, event: 1, feeling: 2 }

/** A message quoted: flat, at most about 140 characters, its own final full stop dropped («…parlarne»). */
export const quoteOf = (text: string): string => {
  const flat = text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.\s]+$/, "")
  if (flat.length <= 140) return flat
  const cut = flat.lastIndexOf(" ", 137)
  return `${flat.slice(0, cut > 60 ? cut : 137)}…`
}

/** What the person brought: the topics spoken of most (people, events, feelings), then the last words. */
const broughtLine = (spoken: ReadonlyArray<string>) => {
  const ranked = rankTopics(spoken.map((content) => content)).filter((topic) => topic.positive !== true)
  const top = ranked.slice(0, 3)
  const last = spoken[spoken.length - 1] ?? ""
  const lastWords = spoken.length > 1 ? ` Le tue ultime parole: «${quoteOf(last)}».` : ""
  if (top.length === 0)
    return spoken.length > 1
      ? `hai iniziato con queste parole: «${quoteOf(spoken[0] ?? "")}».${lastWords}`
      : `hai iniziato con queste parole: «${quoteOf(last)}».`
  const named = [...top].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.count - a.count)
  const lastTopic = topicsOf(last).find(
    (topic) => topic.positive !== true && !top.some((t) => t.the === topic.the),
  )
  const lastly = lastTopic ? ` Alla fine hai parlato anche ${withPreposition("di", lastTopic.the)}.` : ""
  return `hai parlato soprattutto ${listed(named.map((topic) => withPreposition("di", topic.the)))}.${lastly}${lastWords}`
}

const helpedLine = (spoken: ReadonlyArray<string>) => {
  const saidSo = [...spoken].reverse().find((content) => HELPED.test(normaliseItalian(content)))
  if (saidSo !== undefined) return `l'hai detto tu, «${quoteOf(saidSo)}».`
  const glad = rankTopics(spoken).find((topic) => topic.positive === true)
  if (glad !== undefined)
    return `hai dato spazio anche ${withPreposition("a", glad.the)}: vale la pena ricordarlo.`
  return spoken.length > 1
    ? `hai dedicato questo tempo a quello che provi e lo hai messo in parole, messaggio dopo messaggio (${spoken.length} in tutto).`
    : "hai dedicato questo tempo a quello che provi e lo hai messo in parole."
}

/** One thing to try, for the feeling or event spoken of most that has one; else about the person named most. */
const nextLine = (spoken: ReadonlyArray<string>) => {
  const ranked = rankTopics(spoken)
  const fitting = ranked.map((topic) => TRY_NEXT[topic.the]).find((line) => line !== undefined)
  const person = ranked.find((topic) => topic.kind === "person")
  return (
    fitting ?? (person ? TRY_WITH_PERSON.replace("{to}", withPreposition("a", person.the)) : TRY_ANYTHING)
  )
}

/** The summary of a session with at least one message of the person's, none of them a crisis. */
export const composeEverydaySummary = (spoken: ReadonlyArray<string>): string =>
  [
    `Cosa hai portato: ${broughtLine(spoken)}`,
    `Cosa ti ha aiutato: ${helpedLine(spoken)}`,
    `Da provare: ${nextLine(spoken)}`,
    OFFLINE_NOTE,
  ]
    .map(tidy)
    .join("\n")
