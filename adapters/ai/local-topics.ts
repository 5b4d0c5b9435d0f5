import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import { FEELINGS, LONELY } from "./local-lexicon.ts"

/*
 * What a person talks about, as the offline responder and the offline session summary can recognise it: the
 * people of their life ("mio figlio" → "tuo figlio"), the events and circumstances (sleepless nights, work, a
 * move) and the feelings (local-lexicon.ts). Each is named as it goes in a sentence addressed to the person, with
 * its article, so the words around it can agree ("del tuo capo", "delle notti senza sonno").
 */

export type TopicKind = "person" | "event" | "feeling"

export interface Topic {
  readonly kind: TopicKind
  /** As it goes in a sentence, addressed to the person: "tuo figlio", "il lavoro", "l'ansia". */
  readonly the: string
  readonly positive?: boolean
}

/** A relative or someone close: the noun, its gender and number, and whether a singular family noun drops the article. */
const PEOPLE: ReadonlyArray<readonly [noun: string, form: "ms" | "fs" | "mp" | "fp", bare?: "bare"]> = [
  ["figlio", "ms", "bare"],
  ["figlia", "fs", "bare"],
  ["figli", "mp"],
  ["figlie", "fp"],
  ["madre", "fs", "bare"],
  ["mamma", "fs", "bare"],
  ["padre", "ms", "bare"],
  ["papa", "ms", "bare"],
  ["marito", "ms", "bare"],
  ["moglie", "fs", "bare"],
  ["fratello", "ms", "bare"],
  ["sorella", "fs", "bare"],
  ["fratelli", "mp"],
  ["sorelle", "fp"],
  ["nonno", "ms", "bare"],
  ["nonna", "fs", "bare"],
  ["nonni", "mp"],
  ["zio", "ms", "bare"],
  ["zia", "fs", "bare"],
  ["suocera", "fs", "bare"],
  ["suocero", "ms", "bare"],
  ["genitori", "mp"],
  ["compagno", "ms"],
  ["compagna", "fs"],
  ["ragazzo", "ms"],
  ["ragazza", "fs"],
  ["fidanzato", "ms"],
  ["fidanzata", "fs"],
  ["ex", "ms"],
  ["migliore amico", "ms"],
  ["migliore amica", "fs"],
  ["amico", "ms"],
  ["amica", "fs"],
  ["amici", "mp"],
  ["amiche", "fp"],
  ["capo", "ms"],
  ["collega", "fs"],
  ["colleghi", "mp"],
  ["coinquilina", "fs"],
  ["coinquilino", "ms"],
  ["bambini", "mp"],
  ["cane", "ms"],
  ["gatto", "ms"],
]

const POSSESSIVE = { ms: "tuo", fs: "tua", mp: "tuoi", fp: "tue" } as const
const ARTICLE = { ms: "il", fs: "la", mp: "i", fp: "le" } as const
const FIRST_PERSON_POSSESSIVE = { ms: "mio", fs: "mia", mp: "miei", fp: "mie" } as const

const SHOWN: Readonly<Record<string, string>> = { papa: "papà" }

const PERSON_PATTERNS = PEOPLE.map(([noun, form, bare]) => ({
  pattern: new RegExp(`\\b${FIRST_PERSON_POSSESSIVE[form]} ${noun}\\b`),
  topic: {
    kind: "person" as const,
    the: `${bare === "bare" ? "" : `${ARTICLE[form]} `}${POSSESSIVE[form]} ${SHOWN[noun] ?? noun}`,
  },
}))

/** Events and circumstances: stems matched at the start of a normalised word, and how the topic is named. */
const EVENTS: ReadonlyArray<readonly [stems: ReadonlyArray<string>, the: string]> = [
  [
    [
      "non dorm",
      "dormo poco",
      "dormo male",
      "insonni",
      "notti in bianco",
      "notte in bianco",
      "mi sveglio di notte",
    ],
    "le notti senza sonno",
  ],
  [["licenzia", "perso il lavoro", "disoccupat", "senza lavoro"], "il lavoro perso"],
  [["colloqui"], "il colloquio di lavoro"],
  [["lavor", "ufficio", "turni"], "il lavoro"],
  [["esam", "universita", "studiare", "tesi di laurea", "la tesi"], "lo studio"],
  [["scuola", "la prof", "compiti"], "la scuola"],
  [
    [
      "lasciat",
      "ci siamo separat",
      "mi sono separat",
      "separazione",
      "divorzi",
      "rottura",
      "mi ha tradit",
      "tradimento",
    ],
    "la fine di una relazione",
  ],
  [["litig", "discussion", "discutiamo", "abbiamo discusso", "ho discusso"], "i litigi"],
  [["trasferit", "trasloc", "cambiato citta"], "il trasferimento"],
  [
    [
      "e morto",
      "e morta",
      "morte",
      "lutto",
      "funerale",
      "e scomparso",
      "e scomparsa",
      "e mancato",
      "e mancata",
    ],
    "il lutto",
  ],
  [["malatti", "malat", "ospedale", "operazione", "diagnosi"], "la salute"],
  [["soldi", "debit", "bollett", "affitto", "mutuo", "stipendio"], "i soldi"],
  [["incinta", "gravidanza"], "la gravidanza"],
  [["matrimonio", "sposarmi", "sposare"], "il matrimonio"],
]

const EVENT_PATTERNS = EVENTS.map(([stems, the]) => ({
  pattern: new RegExp(`\\b(?:${stems.join("|")})`),
  topic: { kind: "event" as const, the },
}))

const FEELING_PATTERNS = FEELINGS.map((feeling) => ({
  pattern: new RegExp(`\\b(?:${feeling.stems.join("|")})`),
  topic: {
    kind: "feeling" as const,
    the: feeling.the,
    ...(feeling.positive === true ? { positive: true } : {}),
  },
}))

const LONELINESS: Topic = { kind: "feeling", the: "la solitudine" }

/** The topics one message speaks of, each once, in the order people, events, feelings. */
export const topicsOf = (content: string): ReadonlyArray<Topic> => {
  const text = ` ${normaliseItalian(content)} `
  const found: Array<Topic> = []
  const add = (topic: Topic) => {
    if (!found.some((known) => known.the === topic.the)) found.push(topic)
  }
  for (const { pattern, topic } of [...PERSON_PATTERNS, ...EVENT_PATTERNS, ...FEELING_PATTERNS])
    if (pattern.test(text)) add(topic)
  // "mia migliore amica" is not also "mia amica"; "il lavoro perso" is not also "il lavoro"
  const shadowed = (topic: Topic) =>
    found.some((other) => other !== topic && other.the !== topic.the && other.the.startsWith(topic.the))
  if (LONELY.test(normaliseItalian(content))) add(LONELINESS)
  return found.filter(
    (topic) =>
      !shadowed(topic) &&
      !(topic.the.endsWith(" amica") && found.some((other) => other.the.endsWith("migliore amica"))) &&
      !(topic.the.endsWith(" amico") && found.some((other) => other.the.endsWith("migliore amico"))),
  )
}

export interface RankedTopic extends Topic {
  /** In how many of the person's messages it came up. */
  readonly count: number
  /** The index of the last message that spoke of it. */
  readonly last: number
}

/** The topics of several messages, those spoken of most first, and among equals those spoken of last. */
export const rankTopics = (messages: ReadonlyArray<string>): ReadonlyArray<RankedTopic> => {
  const ranked = new Map<string, RankedTopic>()
  messages.forEach((content, index) => {
    for (const topic of topicsOf(content)) {
      const known = ranked.get(topic.the)
      ranked.set(topic.the, { ...topic, count: (known?.count ?? 0) + 1, last: index })
    }
  })
  return [...ranked.values()].sort((a, b) => b.count - a.count || b.last - a.last)
}

const WITH_ARTICLE = /^(l'|la |lo |il |i |gli |le )/

/** A preposition joined to the phrase's article: "dell'ansia", "del tuo capo", "alla gioia", "di tuo figlio". */
export const withPreposition = (preposition: "di" | "a", the: string): string => {
  const article = WITH_ARTICLE.exec(the)?.[1]
  if (article === undefined) return `${preposition} ${the}`
  const rest = the.slice(article.length)
  const di: Record<string, string> = {
    "l'": "dell'",
    "la ": "della ",
    "lo ": "dello ",
    "il ": "del ",
    "i ": "dei ",
    "gli ": "degli ",
    "le ": "delle ",
  }
  const a: Record<string, string> = {
    "l'": "all'",
    "la ": "alla ",
    "lo ": "allo ",
    "il ": "al ",
    "i ": "ai ",
    "gli ": "agli ",
    "le ": "alle ",
  }
  return `${(preposition === "di" ? di : a)[article] ?? `${preposition} ${article}`}${rest}`
}

/** "a, b e c" */
export const listed = (items: ReadonlyArray<string>): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`
